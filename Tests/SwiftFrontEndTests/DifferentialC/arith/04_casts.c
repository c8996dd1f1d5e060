#include <stdio.h>
int main(void) {
    double x = 3.99;
    printf("%d\n", (int)x);
    printf("%d\n", (int)-3.99);
    printf("%.1f\n", (double)7 / 2);
    printf("%.1f\n", (double)(7 / 2));
    float f = (float)0.5;
    printf("%.3f\n", f);
    long big = (long)100000 * 1000;
    printf("%ld\n", big);
    int n = (int)(2.5 * 4);
    printf("%d\n", n);
    printf("%d\n", (int)'A' + 1);
    return 0;
}
