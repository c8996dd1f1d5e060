#include <stdio.h>
static void set(int *p, int v) { if (p != NULL) *p = v; }
static void twice(int *p) { set(p, 3); *p = *p * 2; }
int main(void) {
    int n = 0;
    twice(&n);
    printf("%d\n", n);
    return 0;
}
