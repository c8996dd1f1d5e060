#include <stdio.h>
int main(void) {
    short s = 30000;
    int t = s + s;
    printf("%d\n", t);
    short w = -1234;
    printf("%d\n", w * 2);
    long long ll = 123456789LL * 1000;
    printf("%lld\n", ll);
    unsigned short us = 65535;
    us += 2;
    printf("%d\n", us);
    return 0;
}
