#include <stdio.h>
int main(void) {
    double x = 1.0;
    int n = 0;
    while (x) {
        x = x / 2 - 0.125;
        if (x < 0) x = 0;
        n++;
    }
    printf("n=%d\n", n);
    return 0;
}
