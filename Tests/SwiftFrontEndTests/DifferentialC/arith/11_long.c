#include <stdio.h>
int main(void) {
    long a = 3000000000L;
    long b = a * 2;
    printf("%ld\n", b);
    long c = (long)50000 * 50000;
    printf("%ld\n", c);
    long d = -a / 7;
    printf("%ld %ld\n", d, -a % 7);
    int small = 12;
    long mixed = small + a;
    printf("%ld\n", mixed);
    return 0;
}
