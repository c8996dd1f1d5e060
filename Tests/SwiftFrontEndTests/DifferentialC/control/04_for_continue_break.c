#include <stdio.h>
int main(void) {
    int sum = 0;
    for (int i = 0; i < 20; i++) {
        if (i % 3 == 0) continue;
        if (i > 14) break;
        sum += i;
        printf("%d ", i);
    }
    printf("\nsum=%d\n", sum);
    return 0;
}
