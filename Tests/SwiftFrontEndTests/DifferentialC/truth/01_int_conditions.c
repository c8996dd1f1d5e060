#include <stdio.h>
void test(int v) {
    if (v) printf("%d true\n", v);
    else printf("%d false\n", v);
}
int main(void) {
    test(0); test(1); test(-1); test(42);
    int x = 5;
    while (x) x--;
    printf("x=%d\n", x);
    return 0;
}
