#include <stdio.h>
int main(void) {
    int i = 5;
    int j = i++ + 10;
    printf("%d %d\n", i, j);
    return 0;
}
