#include <stdio.h>
int main(void) {
    int h = 0x1F, o = 017, d = 15;
    printf("%d %d %d\n", h, o, d);
    printf("%d\n", 0xff & 0x0f);
    printf("%d\n", 010 + 0x10);
    printf("%X\n", 0xDEAD ^ 0xBEEF);
    return 0;
}
