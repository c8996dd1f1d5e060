#include <stdio.h>
char shift(char c, int k) {
    if (c >= 'a' && c <= 'z') return 'a' + (c - 'a' + k) % 26;
    if (c >= 'A' && c <= 'Z') return 'A' + (c - 'A' + k) % 26;
    return c;
}
int main(void) {
    printf("%c%c%c%c%c\n", shift('H', 3), shift('e', 3), shift('x', 3), shift('Z', 3), shift('!', 3));
    return 0;
}
