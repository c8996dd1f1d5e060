#include <stdio.h>
int main(void) {
    int x = 1;
    {
        int x = 2;
        printf("inner %d\n", x);
        {
            int x = 3;
            printf("inner2 %d\n", x);
        }
        x += 10;
        printf("inner %d\n", x);
    }
    printf("outer %d\n", x);
    for (int x = 5; x < 7; x++) printf("loop %d\n", x);
    printf("outer %d\n", x);
    return 0;
}
