#include <stdio.h>
int main(void) {
    double d;
    int i = 7;
    d = i;
    printf("%f\n", d);
    d = i / 2;
    printf("%f\n", d);
    i = 9.75;
    printf("%d\n", i);
    i = -9.75;
    printf("%d\n", i);
    int k = 3;
    k += 2.7;
    printf("%d\n", k);
    k *= 1.5;
    printf("%d\n", k);
    return 0;
}
