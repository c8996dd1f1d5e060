#include <stdio.h>
int main(void) {
    double sum = 0.0;
    for (int i = 1; i <= 4; i++) {
        sum += 1.0 / i;
    }
    printf("%.4f\n", sum);
    double x = 10;
    x /= 4;
    printf("%.3f\n", x);
    x *= -2;
    printf("%.3f\n", x);
    double y = -x / 3;
    printf("%.5f\n", y);
    return 0;
}
