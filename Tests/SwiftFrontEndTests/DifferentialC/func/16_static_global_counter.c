#include <stdio.h>
int counter(int reset) {
    static int c;
    if (reset) c = 0;
    c = c + 1;
    return c;
}
int main(void) {
    counter(1);
    counter(0);
    printf("%d\n", counter(0));
    return 0;
}
