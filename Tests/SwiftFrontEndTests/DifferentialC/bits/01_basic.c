#include <stdio.h>
int main(void) {
    int a = 12, b = 10;
    printf("%d %d %d\n", a & b, a | b, a ^ b);
    printf("%d\n", ~a);
    printf("%d %d\n", a << 2, a >> 2);
    printf("%d\n", ~0);
    printf("%d\n", ~a & 15);
    return 0;
}
