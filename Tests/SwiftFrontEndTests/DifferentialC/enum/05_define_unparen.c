#include <stdio.h>
#define TWO 1 + 1
#define DOUBLE(x) x * 2
int main(void) {
    printf("%d\n", TWO * 3);
    printf("%d\n", DOUBLE(2 + 3));
    return 0;
}
