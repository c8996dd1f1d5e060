#include <stdio.h>
double ratio(int a, int b) { return a / b; }
double ratio2(int a, int b) { return (double)a / b; }
int to_int(double d) { return d; }
long widen(int x) { return x * 2; }
int main(void) {
    printf("%.3f\n", ratio(7, 2));
    printf("%.3f\n", ratio2(7, 2));
    printf("%d\n", to_int(3.7));
    printf("%d\n", to_int(-3.7));
    printf("%ld\n", widen(21));
    return 0;
}
