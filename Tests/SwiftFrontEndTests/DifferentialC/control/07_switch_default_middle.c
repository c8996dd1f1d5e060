#include <stdio.h>
int classify(int c) {
    int r = 0;
    switch (c) {
        case 'a': case 'e': case 'i': case 'o': case 'u':
            r = 1; break;
        default:
            r = 2;
            break;
        case ' ':
            r = 3;
    }
    return r;
}
int main(void) {
    printf("%d %d %d %d\n", classify('a'), classify('z'), classify(' '), classify('u'));
    return 0;
}
