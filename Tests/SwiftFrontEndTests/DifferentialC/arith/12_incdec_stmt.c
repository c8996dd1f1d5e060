#include <stdio.h>
int main(void) {
    int i = 0;
    i++;
    ++i;
    printf("%d\n", i);
    i--;
    --i;
    --i;
    printf("%d\n", i);
    double d = 1.5;
    d++;
    printf("%.1f\n", d);
    for (int k = 10; k > 0; k -= 3) printf("%d ", k);
    printf("\n");
    return 0;
}
