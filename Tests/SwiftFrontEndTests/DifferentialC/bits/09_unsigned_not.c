#include <stdio.h>
int main(void) {
    unsigned int u = 5;
    printf("%u\n", ~u);
    printf("%x\n", ~u);
    unsigned char c = 5;
    printf("%d\n", (unsigned char)~c);
    printf("%d\n", ~c);
    return 0;
}
