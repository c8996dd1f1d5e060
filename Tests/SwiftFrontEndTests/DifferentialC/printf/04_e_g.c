#include <stdio.h>
int main(void) {
    double a = 123.456;
    printf("%e\n", a);
    printf("%.2e\n", a);
    printf("%E\n", 0.000123);
    printf("%g\n", a);
    printf("%g\n", 0.0001);
    printf("%g\n", 1234567.0);
    printf("%g\n", 100.0);
    printf("%.3g\n", a);
    printf("%G\n", 1e-10);
    return 0;
}
