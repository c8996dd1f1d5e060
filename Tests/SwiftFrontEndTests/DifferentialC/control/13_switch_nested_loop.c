#include <stdio.h>
int main(void) {
    int hits = 0;
    for (int i = 0; i < 8; i++) {
        switch (i % 4) {
            case 0: hits += 1; break;
            case 1: continue;
            case 2: hits += 10;
            case 3: hits += 100; break;
        }
        printf("i=%d hits=%d\n", i, hits);
    }
    return 0;
}
