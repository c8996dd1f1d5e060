#include <stdio.h>
int main(void) {
    float f = 0.1f;
    double d = f;
    printf("%.3f\n", d);
    float g = 1.0f / 3.0f;
    printf("%.4f\n", g);
    float h = 16777216.0f;
    h = h + 1.0f;
    printf("%.1f\n", h);
    double big = 16777216.0;
    big = big + 1.0;
    printf("%.1f\n", big);
    printf("%.2f\n", (float)2.675);
    return 0;
}
