#include <stdio.h>
int main(void) {
    char lo = 'm';
    char up = lo - 32;
    printf("%c %c\n", lo, up);
    printf("%c\n", up | 0x20);
    printf("%c\n", lo & ~0x20);
    int isdig = ('5' >= '0' && '5' <= '9');
    printf("%d\n", isdig);
    return 0;
}
