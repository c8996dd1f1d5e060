#include <stdio.h>
int main(void) {
    long big = 4294967296L + 5;
    unsigned int small = (unsigned int)big;
    printf("%u\n", small);
    long neg = -4294967296L - 3;
    printf("%u\n", (unsigned int)neg);
    unsigned int t = big;
    printf("%u\n", t);
    return 0;
}
