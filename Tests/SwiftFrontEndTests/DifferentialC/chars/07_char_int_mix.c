#include <stdio.h>
int main(void) {
    char c = 100;
    int i = c * 2;
    printf("%d\n", i);
    char d = 'A';
    d = d + 1.7;
    printf("%c %d\n", d, d);
    unsigned char u = 250;
    u += 10;
    printf("%d\n", u);
    double avg = ('a' + 'c') / 2.0;
    printf("%.1f %c\n", avg, (char)avg);
    return 0;
}
