#include <stdio.h>
int main(void) {
    for (int i = 1; i <= 4; i++) {
        for (int j = 1; j <= i; j++) {
            printf("%d", i * j);
            if (j < i) printf(" ");
        }
        printf("\n");
    }
    int count = 0;
    for (int a = 0; a < 5; a++)
        for (int b = 0; b < 5; b++) {
            if (b == a) break;
            count++;
        }
    printf("count=%d\n", count);
    return 0;
}
