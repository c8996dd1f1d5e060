#include <stdio.h>
struct Point { int x; int y; };
int main(void) {
    struct Point p;
    p.x = 3; p.y = 4;
    printf("%d\n", p.x * p.x + p.y * p.y);
    return 0;
}
