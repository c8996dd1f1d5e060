#include <stdio.h>
#define WIDTH 8
#define HEIGHT 3
#define AREA (WIDTH * HEIGHT)
#define PI 3.14159
#define SQ(x) ((x) * (x))
int main(void) {
    printf("%d\n", AREA);
    printf("%.3f\n", PI * SQ(2));
    printf("%d\n", SQ(WIDTH + 1));
    printf("%d\n", 100 / AREA);
    return 0;
}
