#include <stdio.h>
int main(void) {
    char s[] = "hello";
    int n = 0;
    while (s[n] != '\0') n++;
    printf("len=%d\n", n);
    return 0;
}
