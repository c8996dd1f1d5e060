#include <stdio.h>
int main(void) {
    int a = 6;
    printf("%d\n", a & 3 == 3);
    printf("%d\n", (a & 3) == 3);
    printf("%d\n", a | 1 << 3);
    printf("%d\n", a ^ 5 & 3);
    printf("%d\n", a >> 1 + 1);
    return 0;
}
