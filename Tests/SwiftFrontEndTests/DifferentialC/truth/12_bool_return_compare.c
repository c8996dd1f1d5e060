#include <stdio.h>
int is_pos(int x) { return x > 0; }
int both(int a, int b) { return a && b; }
int main(void) {
    printf("%d %d\n", is_pos(5), is_pos(-5));
    if (is_pos(3) == 1) printf("eq1\n"); else printf("ne1\n");
    int r = is_pos(7) + is_pos(8);
    printf("r=%d\n", r);
    printf("%d\n", both(2, 3) == 1);
    return 0;
}
