#include <stdio.h>
int main(void) {
    int i = 10;
    do {
        printf("i=%d\n", i);
        i += 5;
    } while (i < 10);
    int digits = 0, n = 12345;
    do { digits++; n /= 10; } while (n > 0);
    printf("digits=%d\n", digits);
    n = 0; digits = 0;
    do { digits++; n /= 10; } while (n > 0);
    printf("digits0=%d\n", digits);
    return 0;
}
