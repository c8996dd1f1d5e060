#include <stdio.h>
unsigned int wrap(unsigned int x) { return x; }
int main(void) {
    printf("%u\n", wrap(-1));
    printf("%u\n", wrap(5));
    unsigned int r = wrap(3) - wrap(5);
    printf("%u\n", r);
    return 0;
}
