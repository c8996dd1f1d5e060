#include <stdio.h>
int main(void) {
    int i;
    for (i = 0; i < 3; i++) ;
    printf("i=%d\n", i);
    for (int a = 0, b = 10; a < b; a += 2, b -= 3) printf("%d,%d\n", a, b);
    int k = 5;
    for (; k > 0;) { k -= 2; }
    printf("k=%d\n", k);
    for (;;) { k++; if (k >= 3) break; }
    printf("k=%d\n", k);
    return 0;
}
