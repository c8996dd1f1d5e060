#include <stdio.h>
int main(void) {
    printf("%d\n", (int)0.9999);
    printf("%d\n", (int)-0.9999);
    printf("%ld\n", (long)1e10);
    printf("%d\n", (int)(0.1 * 3 * 10));
    printf("%d\n", (int)(2.0 / 3 * 3));
    double x = 7;
    int m = (int)x % 3;
    printf("%d\n", m);
    return 0;
}
