#include <stdio.h>
int main(void) {
    int a = 2, b = 3, c = 4;
    printf("%d\n", a + b * c);
    printf("%d\n", (a + b) * c);
    printf("%d\n", a * b % c);
    printf("%d\n", a - b - c);
    printf("%d\n", a - (b - c));
    printf("%d\n", c / a * b);
    printf("%d\n", -a * b);
    printf("%d\n", a < b == 1);
    printf("%d\n", a + b > c && c > a);
    printf("%d\n", 1 + 2 << 1);
    return 0;
}
