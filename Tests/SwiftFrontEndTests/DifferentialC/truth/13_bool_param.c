#include <stdio.h>
int twice(int v) { return v * 2; }
int main(void) {
    int x = 4;
    printf("%d\n", twice(x > 2));
    printf("%d\n", twice(!x));
    int s = 0;
    for (int i = 0; i < 6; i++) s += (i % 2 == 0);
    printf("s=%d\n", s);
    return 0;
}
