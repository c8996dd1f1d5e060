#include <stdio.h>
int main(void) {
    printf("%.2f\n", 1.005);
    printf("%.2f\n", 1.125);
    printf("%.1f\n", 0.25);
    printf("%.3f\n", 2.0 / 3.0);
    printf("%.6f\n", 1.0 / 7.0);
    printf("%.10f\n", 0.1);
    printf("%f\n", 1e10);
    printf("%.2f\n", 123456789.125);
    return 0;
}
