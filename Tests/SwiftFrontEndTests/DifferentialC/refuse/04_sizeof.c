#include <stdio.h>
int main(void) {
    int n = (int)sizeof(int);
    printf("%d\n", n > 0);
    return 0;
}
