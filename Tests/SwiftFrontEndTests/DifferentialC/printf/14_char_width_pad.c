#include <stdio.h>
int main(void) {
    printf("[%-3c]\n", 'x');
    printf("[%+.2f]\n", 2.5);
    printf("[%+8.2e]\n", 12345.678);
    printf("[%#o]\n", 0);
    printf("[%.3d]\n", 7);
    printf("[%6.3d]\n", -7);
    printf("[%-+6d]\n", 9);
    return 0;
}
