#include <stdio.h>
int main(void) {
    char d = '7';
    int v = d - '0';
    printf("%d\n", v * 3);
    char back = (char)('0' + 4);
    printf("%c\n", back);
    for (int i = 0; i < 10; i++) printf("%c", '0' + (i * 3) % 10);
    printf("\n");
    return 0;
}
