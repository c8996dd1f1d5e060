#include <stdio.h>
int main(void) {
    for (int k = 0; k < 6; k++) {
        printf("k=%d:", k);
        switch (k) {
            case 0: printf(" zero");
            case 1: printf(" one"); break;
            default: printf(" dflt");
            case 3: printf(" three");
            case 4: printf(" four"); break;
        }
        printf("\n");
    }
    return 0;
}
