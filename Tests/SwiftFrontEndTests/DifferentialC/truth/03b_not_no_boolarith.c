#include <stdio.h>
int main(void) {
    int a = 0, b = 7;
    printf("%d %d %d %d\n", !a, !b, !!b, !(a == b));
    int na = !a, nb = !b;
    printf("%d\n", na + nb + 1);
    printf("%d\n", !(b > 3 && b < 10));
    printf("%d\n", !(b - 7));
    return 0;
}
