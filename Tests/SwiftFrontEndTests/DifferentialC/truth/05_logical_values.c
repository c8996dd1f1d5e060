#include <stdio.h>
int main(void) {
    printf("%d\n", 5 && 3);
    printf("%d\n", 5 || 0);
    printf("%d\n", 0 || 0);
    printf("%d\n", -2 && 2);
    printf("%d\n", (3 > 2) + (2 > 3) + (1 == 1));
    printf("%d\n", (3 > 2) > 1);
    printf("%d\n", (1 < 2) < 3);
    printf("%d\n", 5 != 5 == 0);
    return 0;
}
