#include <stdio.h>
int main(void) {
    printf("start\n");
    return 0;
}
int unused_global_after = 3;
