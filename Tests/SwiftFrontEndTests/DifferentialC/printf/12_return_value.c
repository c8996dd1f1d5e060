#include <stdio.h>
int main(void) {
    int n = printf("hello\n");
    printf("%d\n", n);
    n = printf("%d|%s\n", 12345, "ab");
    printf("%d\n", n);
    return 0;
}
