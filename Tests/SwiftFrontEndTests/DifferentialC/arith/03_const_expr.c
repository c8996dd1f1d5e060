#include <stdio.h>
int main(void) {
    printf("%.2f\n", 1 / 2 * 2.0);
    printf("%.2f\n", 1.0 / 2 * 2);
    printf("%.2f\n", 2.0 * 1 / 2);
    printf("%d\n", 10 / 3 * 3);
    printf("%d\n", 10 * 3 / 3);
    printf("%.4f\n", 3 / 4 + 0.25);
    printf("%.4f\n", 3 / 4.0 + 0.25);
    printf("%d\n", (1 + 2) * 3 - 4 / 2);
    return 0;
}
