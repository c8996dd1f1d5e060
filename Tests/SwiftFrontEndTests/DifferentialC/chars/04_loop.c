#include <stdio.h>
int main(void) {
    for (char c = 'A'; c <= 'F'; c++) printf("%c", c);
    printf("\n");
    for (char c = 'z'; c >= 'u'; c--) printf("%c=%d ", c, c);
    printf("\n");
    return 0;
}
