#include <stdio.h>
const int LIMIT = 5;
const double RATE = 0.25;
int main(void) {
    const int base = 40;
    int total = base;
    for (int i = 0; i < LIMIT; i++) total += i;
    printf("%d\n", total);
    printf("%.2f\n", total * RATE);
    return 0;
}
