#include <stdio.h>
int main(void) {
    int n = 255;
    printf("%d %i\n", n, -n);
    printf("%x %X %o\n", n, n, n);
    printf("%u\n", 42u);
    printf("%ld\n", 1234567890123L);
    printf("%#x %#o\n", n, n);
    return 0;
}
