#include <stdio.h>
int main(void) {
    int x = 10;
    x += 5; printf("%d\n", x);
    x -= 3; printf("%d\n", x);
    x *= 4; printf("%d\n", x);
    x /= 5; printf("%d\n", x);
    x %= 4; printf("%d\n", x);
    x <<= 3; printf("%d\n", x);
    x >>= 1; printf("%d\n", x);
    x |= 1; printf("%d\n", x);
    x &= 6; printf("%d\n", x);
    x ^= 15; printf("%d\n", x);
    return 0;
}
