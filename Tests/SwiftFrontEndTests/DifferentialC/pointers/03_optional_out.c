#include <stdio.h>
static int divide(int a, int b, int *remainder) {
    if (remainder) *remainder = a % b;
    return a / b;
}
int main(void) {
    int r = -1;
    int q = divide(17, 5, &r);
    int q2 = divide(9, 4, NULL);
    printf("%d %d %d\n", q, r, q2);
    return 0;
}
