#include <stdio.h>
static int square(int x) { return x * x; }
static int cube(int x) { return x * square(x); }
int main(void) {
    for (int i = -2; i <= 3; i++) printf("%d %d %d\n", i, square(i), cube(i));
    return 0;
}
