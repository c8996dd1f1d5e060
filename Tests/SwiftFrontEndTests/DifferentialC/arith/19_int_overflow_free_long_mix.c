#include <stdio.h>
int main(void) {
    int a = 2000000000;
    long b = a;
    b = b * 3;
    printf("%ld\n", b);
    long c = a + 1L;
    printf("%ld\n", c);
    int d = (int)(b / 3);
    printf("%d\n", d);
    printf("%ld\n", 7L / -2);
    printf("%ld\n", -7L % 3);
    return 0;
}
