#include <stdio.h>
int main(void) {
    int n = -5;
    unsigned int u = n;
    printf("%u\n", u);
    printf("%u\n", u + 10);
    printf("%u\n", (unsigned int)-1 / 2);
    unsigned char c = (unsigned char)-1;
    printf("%d\n", c);
    int back = (unsigned char)300;
    printf("%d\n", back);
    return 0;
}
