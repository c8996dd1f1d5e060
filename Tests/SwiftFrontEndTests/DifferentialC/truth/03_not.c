#include <stdio.h>
int main(void) {
    int a = 0, b = 7;
    printf("%d %d %d %d\n", !a, !b, !!b, !(a == b));
    printf("%d\n", !a + !b + 1);
    printf("%d\n", !(b > 3 && b < 10));
    return 0;
}
