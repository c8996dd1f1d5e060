#include <stdio.h>
int main(void) {
    int a = -7, b = 2;
    printf("%d %d\n", a / b, a % b);
    printf("%d %d\n", 7 / -2, 7 % -2);
    printf("%d %d\n", -7 / -2, -7 % -2);
    printf("%d %d\n", -1 / 3, -1 % 3);
    int q = -17 / 5;
    int r = -17 % 5;
    printf("q=%d r=%d check=%d\n", q, r, q * 5 + r);
    return 0;
}
