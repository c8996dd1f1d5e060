#include <stdio.h>
int main(void) {
    unsigned char s = 200;
    s = s + 100;
    printf("%d\n", s);
    unsigned char c = (unsigned char)('a' + 256);
    printf("%c %d\n", c, c);
    return 0;
}
