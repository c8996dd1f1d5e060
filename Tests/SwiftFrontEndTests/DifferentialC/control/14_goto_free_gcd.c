#include <stdio.h>
int main(void) {
    int a = 1071, b = 462;
    while (b != 0) {
        int t = a % b;
        a = b;
        b = t;
    }
    printf("gcd=%d\n", a);
    int x = 48, y = 18;
    do {
        if (x > y) x -= y; else y -= x;
    } while (x != y);
    printf("gcd2=%d\n", x);
    return 0;
}
