#include <stdio.h>
int main(void) {
    int n = 27, steps = 0;
    while (n != 1) {
        if (n % 2 == 0) n = n / 2;
        else n = 3 * n + 1;
        steps++;
    }
    printf("steps=%d\n", steps);
    int x = 1;
    while (x < 1000) x *= 3;
    printf("x=%d\n", x);
    return 0;
}
