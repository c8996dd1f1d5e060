#include <stdio.h>
int main(void) {
    int d = 0, n = 10;
    if (d != 0 && n / d > 1) printf("big\n");
    else printf("guarded\n");
    if (d == 0 || n / d > 1) printf("guarded2\n");
    int r = d ? n / d : -1;
    printf("r=%d\n", r);
    return 0;
}
