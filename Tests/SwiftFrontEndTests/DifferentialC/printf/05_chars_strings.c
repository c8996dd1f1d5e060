#include <stdio.h>
int main(void) {
    printf("%c%c%c\n", 'a', 66, 'c' + 1);
    printf("[%s]\n", "hello");
    printf("[%10s]\n", "right");
    printf("[%-10s]\n", "left");
    printf("[%.3s]\n", "truncate");
    printf("[%3c]\n", 'z');
    printf("100%%\n");
    printf("%d%% of %d\n", 50, 8);
    return 0;
}
