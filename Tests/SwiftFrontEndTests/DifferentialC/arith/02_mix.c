#include <stdio.h>
int main(void) {
    int i = 5;
    double d = 2.5;
    printf("%.2f\n", i + d);
    printf("%.2f\n", i / 2 + d);
    printf("%.2f\n", i / 2.0);
    printf("%.3f\n", (double)i / 4);
    double e = i * 3;
    printf("%.1f\n", e);
    int t = d * 3;
    printf("%d\n", t);
    float f = 1.5f;
    printf("%.2f\n", f * i);
    return 0;
}
