#include <stdio.h>
int main(void) {
    for (int i = 0; i < 8; i++) printf("%d ", 1 << i);
    printf("\n");
    int v = 200;
    for (int i = 0; i < 5; i++) { printf("%d ", v >> i); }
    printf("\n");
    printf("%x\n", 0xAB << 4);
    printf("%x\n", (0xABCD >> 8) & 0xFF);
    unsigned int u = 1u << 31;
    printf("%u\n", u);
    printf("%u\n", u >> 31);
    return 0;
}
