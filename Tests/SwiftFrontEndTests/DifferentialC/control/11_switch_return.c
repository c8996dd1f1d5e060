#include <stdio.h>
const char *day_kind(int d) {
    switch (d) {
        case 0: case 6: return "weekend";
        case 1: case 2: case 3: case 4: case 5: return "weekday";
    }
    return "invalid";
}
int main(void) {
    for (int d = -1; d <= 7; d += 2) printf("%d %s\n", d, day_kind(d));
    return 0;
}
