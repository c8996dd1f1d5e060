#include <stdio.h>
void inc(int *p) { *p = *p + 1; }
int main(void) {
    int x = 4;
    inc(&x);
    printf("x=%d\n", x);
    return 0;
}
