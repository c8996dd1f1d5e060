#include <stdio.h>
int main(void) {
    for (int w = 1; w <= 4; w++) printf("[%*d]\n", w, 7);
    printf("[%.*f]\n", 2, 3.14159);
    printf("[%-*d]\n", 4, 9);
    return 0;
}
