#include <stdio.h>
int main(void) {
    int a = 6;
    printf("%d\n", (a & 3) == 2);
    printf("%d\n", a | 1 << 3);
    printf("%d\n", a ^ 5 & 3);
    printf("%d\n", a >> 1 + 1);
    printf("%d\n", a & 7 ^ 3 | 8);
    return 0;
}
