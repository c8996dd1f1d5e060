#include <stdio.h>
int main(void) {
    int flag = 0;
    int count = 0;
    for (int i = 0; i < 10; i++) {
        flag = i % 3 == 0 || i % 4 == 0;
        if (flag) count++;
    }
    printf("count=%d\n", count);
    int z = (count > 3) * 10 + !count;
    printf("z=%d\n", z);
    return 0;
}
