#include <stdio.h>
int main(void) {
    int a = 3; double b = 2.5; char c = 'q';
    printf("a=%d b=%.1f c=%c s=%s\n", a, b, c, "str");
    printf("%d+%d=%d\n", a, a, a + a);
    printf("%5.1f|%-5d|%3c|\n", b, a, c);
    printf("%x-%o-%X\n", 3054, 8, 171);
    return 0;
}
