#include <stdio.h>
int counter = 0;
static int total;
void bump(int by) { counter++; total += by; }
int main(void) {
    bump(3); bump(4); bump(-2);
    printf("counter=%d total=%d\n", counter, total);
    return 0;
}
