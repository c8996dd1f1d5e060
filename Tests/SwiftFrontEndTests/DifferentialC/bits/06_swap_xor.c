#include <stdio.h>
int main(void) {
    int a = 19, b = 42;
    a ^= b; b ^= a; a ^= b;
    printf("a=%d b=%d\n", a, b);
    int x = 37;
    printf("even=%d\n", (x & 1) == 0);
    printf("lowbit=%d\n", x & -x);
    printf("pow2=%d %d\n", (64 & 63) == 0, (48 & 47) == 0);
    return 0;
}
