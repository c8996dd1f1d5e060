#include <stdio.h>
int add3(int a, int b, int c) { return a * 100 + b * 10 + c; }
double avg(int a, int b) { return (a + b) / 2.0; }
int main(void) {
    printf("%d\n", add3(1, 2, 3));
    printf("%d\n", add3(add3(0, 0, 1), 2, 3));
    printf("%.1f\n", avg(3, 4));
    printf("%.1f\n", avg(add3(0, 1, 0), -3));
    return 0;
}
