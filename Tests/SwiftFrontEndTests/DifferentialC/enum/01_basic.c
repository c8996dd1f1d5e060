#include <stdio.h>
enum Color { RED, GREEN, BLUE };
int main(void) {
    enum Color c = GREEN;
    printf("%d %d %d\n", RED, GREEN, BLUE);
    printf("c=%d\n", c);
    c = BLUE;
    if (c == BLUE) printf("blue\n");
    return 0;
}
