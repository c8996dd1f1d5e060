#include <stdio.h>
int main(void) {
    int a = 3, b = 8;
    int m = (a > b) ? 1 : 0;
    printf("%d\n", m == (a > b));
    int c = a > b;
    printf("%d\n", c == 0);
    double d = a < b;
    printf("%.1f\n", d);
    return 0;
}
