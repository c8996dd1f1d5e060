#include <stdio.h>
char upper(char c) {
    if (c >= 'a' && c <= 'z') return c - 'a' + 'A';
    return c;
}
int main(void) {
    printf("%c%c%c%c\n", upper('h'), upper('i'), upper('!'), upper('Z'));
    printf("%d\n", upper('q'));
    return 0;
}
