#include <stdio.h>
static int total = 0;
static void add(int *a, int *b) { *b = 5; *a = *a + *b; }
static void bump(int *p) { *p += 1; printf("%d\n", total); }
int main(void) {
    int x = 1;
    add(&x, &x);
    printf("%d\n", x);
    bump(&total);
    bump(&total);
    return 0;
}
