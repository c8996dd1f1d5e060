#include <stdio.h>
void print_bin(unsigned int v, int bits) {
    for (int i = bits - 1; i >= 0; i--) printf("%d", (v >> i) & 1);
    printf("\n");
}
int main(void) {
    print_bin(5, 8);
    print_bin(200, 8);
    print_bin(0xA5, 8);
    print_bin(~0u & 0x3F, 8);
    return 0;
}
