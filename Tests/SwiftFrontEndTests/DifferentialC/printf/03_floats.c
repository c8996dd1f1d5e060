#include <stdio.h>
int main(void) {
    double d = 3.14159265;
    printf("%f\n", d);
    printf("%.2f\n", d);
    printf("[%8.3f]\n", d);
    printf("[%-8.3f]\n", d);
    printf("[%08.3f]\n", d);
    printf("%.0f\n", d);
    printf("%.0f %.0f\n", 2.5, 3.5);
    printf("%.1f\n", -0.05);
    printf("[%10.4f]\n", -d);
    return 0;
}
