#include <stdio.h>
int main(void) {
    for (int i = 0; i < 5; i++) {
        switch (i) {
            case 1: printf("one "); break;
            case 2:
            case 3: printf("two-three "); break;
            default: printf("other ");
        }
    }
    printf("\n");
    return 0;
}
