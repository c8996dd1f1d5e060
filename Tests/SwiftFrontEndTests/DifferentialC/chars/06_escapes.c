#include <stdio.h>
int main(void) {
    printf("%d %d %d %d\n", '\n', '\t', '\\', '\'');
    printf("%d %d\n", '\0', '\x41');
    printf("%c\n", '\101');
    char q = '"';
    printf("%c%d\n", q, q);
    return 0;
}
