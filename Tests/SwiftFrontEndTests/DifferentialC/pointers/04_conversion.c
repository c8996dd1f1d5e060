#include <stdio.h>
static void halve(double value, long *whole, double *exact) {
    *whole = value / 2;
    *exact = value / 2;
    *whole += 1;
}
int main(void) {
    long w = 0;
    double e = 0;
    halve(7, &w, &e);
    printf("%ld %.2f\n", w, e);
    return 0;
}
