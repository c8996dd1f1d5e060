#include <stdio.h>
#define WIDTH 8
#define HEIGHT 3
#define AREA (WIDTH * HEIGHT)
#define PI 3.14159
#define GREETING "hi there"
int main(void) {
    printf("%d\n", AREA);
    printf("%.3f\n", PI * 2 * 2);
    printf("%d\n", 100 / AREA);
    printf("%s\n", GREETING);
    return 0;
}
