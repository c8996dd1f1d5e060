#include <stdio.h>
int main(void) {
    int a, b, c;
    a = b = c = 7;
    int n = 0, total = 0;
    while ((n = n + 2) < 9) total += n;
    printf("%d %d %d %d %d\n", a, b, c, n, total);
    double d;
    int k = (d = 2.5) * 2;
    printf("%d %.1f\n", k, d);
    return 0;
}
