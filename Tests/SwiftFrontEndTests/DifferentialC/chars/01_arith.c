#include <stdio.h>
int main(void) {
    char c = 'a';
    printf("%c %d\n", c, c);
    printf("%c %d\n", c + 1, c + 1);
    c += 2;
    printf("%c\n", c);
    printf("%d\n", 'z' - 'a');
    printf("%c\n", 'A' + 25);
    printf("%d\n", '0');
    return 0;
}
