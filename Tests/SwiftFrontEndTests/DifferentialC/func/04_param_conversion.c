#include <stdio.h>
double half(double x) { return x / 2; }
int trunc_int(int x) { return x; }
float addf(float a, float b) { return a + b; }
int main(void) {
    printf("%.2f\n", half(7));
    printf("%d\n", trunc_int(7.9));
    printf("%d\n", trunc_int(-7.9));
    printf("%.2f\n", addf(1, 2));
    printf("%.3f\n", half('A'));
    return 0;
}
