#include <stdio.h>
int g = 0;
int bump(void) { g += 1; return g; }
int main(void) {
    if (0 && bump()) printf("no\n");
    printf("g=%d\n", g);
    if (1 || bump()) printf("yes\n");
    printf("g=%d\n", g);
    if (bump() && bump() && 0 && bump()) printf("no\n");
    printf("g=%d\n", g);
    return 0;
}
