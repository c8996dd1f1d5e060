#include <stdio.h>
int main(void) {
    int a, b, c;
    a = b = c = 7;
    printf("%d %d %d\n", a, b, c);
    int x = (a = 2, a + 3);
    printf("%d %d\n", a, x);
    int y = (b += 3) * 2;
    printf("%d %d\n", b, y);
    return 0;
}
