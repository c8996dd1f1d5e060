#include <stdio.h>
enum Level { LOW = 5, MID, HIGH = 20, MAX, NEG = -3, AFTER };
int main(void) {
    printf("%d %d %d %d %d %d\n", LOW, MID, HIGH, MAX, NEG, AFTER);
    return 0;
}
