#include <stdio.h>
int main(void) {
    unsigned int u = 10;
    u -= 3;
    printf("%u\n", u);
    unsigned int v = 0;
    v = v - 1;
    printf("%u\n", v);
    unsigned int w = 4000000000u;
    printf("%u\n", w);
    printf("%u\n", w / 3);
    printf("%u\n", 7u % 3u);
    int neg = -1;
    printf("%d\n", neg < 0);
    return 0;
}
