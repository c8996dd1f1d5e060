#include <stdio.h>
#define TWO 1 + 1
#define NEG -5
int main(void) {
    printf("%d\n", TWO * 3);
    printf("%d\n", 10 - NEG);
    printf("%d\n", -NEG);
    return 0;
}
