#include <stdio.h>
int main(void) {
    int x = 4;
    int *p = &x;
    *p = 9;
    printf("%d\n", x);
    return 0;
}
