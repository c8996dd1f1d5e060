#include <stdio.h>
int main(void) {
    double z = 0.0, h = 0.5, n = -0.0;
    if (z) printf("z true\n"); else printf("z false\n");
    if (h) printf("h true\n"); else printf("h false\n");
    if (n) printf("n true\n"); else printf("n false\n");
    printf("%d %d %d\n", !z, !h, !!h);
    printf("%d\n", h && 1);
    printf("%d\n", z || h);
    return 0;
}
