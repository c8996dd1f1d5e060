#include <stdio.h>
double power(double b, int e) {
    if (e == 0) return 1;
    if (e < 0) return 1 / power(b, -e);
    double h = power(b, e / 2);
    return e % 2 ? h * h * b : h * h;
}
int main(void) {
    printf("%.4f\n", power(2, 10));
    printf("%.4f\n", power(2, -3));
    printf("%.4f\n", power(1.5, 3));
    printf("%.4f\n", power(-3, 3));
    return 0;
}
