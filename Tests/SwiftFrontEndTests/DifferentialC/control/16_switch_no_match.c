#include <stdio.h>
int main(void) {
    int v = 42, hit = 0;
    switch (v) {
        case 1: hit = 1; break;
        case 2: hit = 2; break;
    }
    printf("hit=%d\n", hit);
    switch (v % 5) {
        default: printf("default first\n"); break;
        case 2: printf("two\n");
    }
    switch (v) { }
    switch (v) default: printf("only default\n");
    return 0;
}
