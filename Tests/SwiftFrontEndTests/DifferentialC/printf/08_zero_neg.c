#include <stdio.h>
int main(void) {
    printf("%d\n", 0);
    printf("%x\n", 0);
    printf("%f\n", 0.0);
    printf("%.3f\n", -1.0005);
    printf("%e\n", 0.0);
    printf("%g\n", 0.0);
    printf("%5.2f|\n", -0.004);
    printf("%u\n", 0u);
    return 0;
}
