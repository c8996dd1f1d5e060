#include <stdio.h>
int popcount(unsigned int x) {
    int c = 0;
    while (x) { c += x & 1; x >>= 1; }
    return c;
}
int main(void) {
    printf("%d %d %d %d\n", popcount(0), popcount(7), popcount(255), popcount(1024));
    printf("%d\n", popcount(0xF0F0u));
    return 0;
}
