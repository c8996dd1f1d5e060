#include <stdio.h>
int main(void) {
    int total = 0;
    for (int i = 0; i < 4; i++) {
        int j = 0;
        while (j < 4) {
            j++;
            if ((i + j) % 2) continue;
            total += i * j;
        }
        if (i == 2) continue;
        printf("i=%d total=%d\n", i, total);
    }
    printf("final=%d\n", total);
    return 0;
}
