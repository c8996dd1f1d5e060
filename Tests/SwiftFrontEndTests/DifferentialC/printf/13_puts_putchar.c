#include <stdio.h>
int main(void) {
    puts("from puts");
    putchar('X');
    putchar('\n');
    for (char c = 'a'; c <= 'e'; c++) putchar(c);
    putchar('\n');
    return 0;
}
