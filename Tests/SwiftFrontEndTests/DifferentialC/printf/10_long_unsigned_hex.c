#include <stdio.h>
int main(void) {
    long big = 9876543210L;
    printf("%ld\n", big);
    printf("%ld\n", -big);
    printf("%lx\n", big);
    printf("%lu\n", 18446744073709551615UL);
    printf("%x\n", 4294967295u);
    printf("%10ld|\n", 42L);
    printf("%-10ld|\n", -42L);
    return 0;
}
