#include <stdio.h>
int main(void) {
    int x = 9;
    int big = x > 5;
    int small = x < 5;
    printf("%d %d\n", big, small);
    int sum = big + small + big;
    printf("%d\n", sum);
    int eq = (x == 9);
    printf("%d\n", eq * 10);
    return 0;
}
