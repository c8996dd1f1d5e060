#include <stdio.h>
void line(int n, char c) {
    for (int i = 0; i < n; i++) printf("%c", c);
    printf("\n");
}
void greet(void) {
    printf("hello\n");
    return;
}
int main(void) {
    greet();
    line(5, '*');
    line(3, 'x');
    line(0, '?');
    return 0;
}
