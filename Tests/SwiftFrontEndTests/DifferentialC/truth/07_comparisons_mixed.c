#include <stdio.h>
int main(void) {
    int i = 3; double d = 3.0; double e = 3.0000001;
    printf("%d %d %d\n", i == d, i < e, i >= e);
    printf("%d\n", 0.1 + 0.2 == 0.3);
    printf("%d\n", 0.5 + 0.25 == 0.75);
    printf("%d\n", (float)0.1 == 0.1);
    printf("%d\n", -1 < 0u);
    printf("%d\n", 'a' < 'b');
    return 0;
}
