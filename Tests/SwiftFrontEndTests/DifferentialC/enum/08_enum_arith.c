#include <stdio.h>
enum { A = 1 << 0, B = 1 << 1, C = 1 << 2, ALL = A | B | C };
enum Size { SMALL = 10, MEDIUM = SMALL * 2, LARGE = MEDIUM + SMALL };
int main(void) {
    printf("%d %d %d %d\n", A, B, C, ALL);
    printf("%d %d %d\n", SMALL, MEDIUM, LARGE);
    int flags = A | C;
    printf("%d %d\n", (flags & B) != 0, (flags & C) != 0);
    return 0;
}
