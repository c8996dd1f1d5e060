#include <stdio.h>
static void swap(int *a, int *b) { int t = *a; *a = *b; *b = t; }
int main(void) {
    int x = 1, y = 2;
    swap(&x, &y);
    printf("%d %d\n", x, y);
    swap(&x, &x);
    printf("%d\n", x);
    return 0;
}
