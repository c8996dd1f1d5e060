#include <stdio.h>
int main(void) {
    int n = 0;
    while (1) {
        n++;
        if (n * n > 50) break;
    }
    printf("n=%d\n", n);
    int i = 0, found = -1;
    while (i < 100) {
        if (i % 7 == 0 && i % 5 == 0 && i > 0) { found = i; break; }
        i++;
    }
    printf("found=%d\n", found);
    return 0;
}
