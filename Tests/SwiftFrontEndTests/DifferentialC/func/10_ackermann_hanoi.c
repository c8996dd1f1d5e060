#include <stdio.h>
int moves = 0;
void hanoi(int n, int from, int to, int via) {
    if (n == 0) return;
    hanoi(n - 1, from, via, to);
    moves++;
    if (n == 3) printf("move disk 3 %d->%d\n", from, to);
    hanoi(n - 1, via, to, from);
}
int ack(int m, int n) {
    if (m == 0) return n + 1;
    if (n == 0) return ack(m - 1, 1);
    return ack(m - 1, ack(m, n - 1));
}
int main(void) {
    hanoi(5, 1, 3, 2);
    printf("moves=%d\n", moves);
    printf("ack=%d\n", ack(2, 3));
    return 0;
}
