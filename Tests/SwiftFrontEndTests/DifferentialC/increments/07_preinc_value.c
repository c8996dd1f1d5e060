#include <stdio.h>
int main(void) {
    int i = 5;
    printf("%d\n", ++i);
    int k = 3;
    int m = k-- * 2;
    printf("%d %d %d\n", i, k, m);
    return 0;
}
