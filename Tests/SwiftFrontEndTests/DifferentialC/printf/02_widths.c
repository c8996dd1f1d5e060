#include <stdio.h>
int main(void) {
    printf("[%5d]\n", 42);
    printf("[%-5d]\n", 42);
    printf("[%05d]\n", 42);
    printf("[%05d]\n", -42);
    printf("[%+d] [%+d]\n", 5, -5);
    printf("[% d] [% d]\n", 5, -5);
    printf("[%2d]\n", 12345);
    printf("[%-8x]\n", 48879);
    printf("[%08X]\n", 48879);
    return 0;
}
