#include <stdio.h>
int calls = 0;
int t(int v) { calls++; printf("t(%d) ", v); return v; }
int main(void) {
    int r;
    r = t(0) && t(1); printf("=> %d\n", r);
    r = t(1) && t(0); printf("=> %d\n", r);
    r = t(1) || t(2); printf("=> %d\n", r);
    r = t(0) || t(0); printf("=> %d\n", r);
    r = t(0) || t(3) && t(0); printf("=> %d\n", r);
    printf("calls=%d\n", calls);
    return 0;
}
