#include <stdio.h>
int main(void) {
    int a = 5, b = 9;
    int m = a > b ? a : b;
    printf("max=%d\n", m);
    printf("%s\n", a % 2 ? "odd" : "even");
    int s = a < 0 ? -1 : a == 0 ? 0 : 1;
    printf("sign=%d\n", s);
    double d = a > 3 ? 1.5 : 2;
    printf("%.2f\n", d);
    printf("%.2f\n", b > 100 ? 1.5 : 2);
    int t = (a > b ? a : b) * 2;
    printf("%d\n", t);
    return 0;
}
