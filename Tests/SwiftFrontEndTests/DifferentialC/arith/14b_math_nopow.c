#include <stdio.h>
#include <math.h>
int main(void) {
    printf("%.4f\n", sqrt(2.0));
    printf("%.2f\n", exp2(10));
    printf("%.2f\n", fabs(-3.25));
    printf("%.2f %.2f\n", floor(-2.5), ceil(-2.5));
    printf("%.3f\n", sqrt(16));
    int n = (int)sqrt(50);
    printf("%d\n", n);
    printf("%.4f\n", fmod(7.5, 2));
    return 0;
}
