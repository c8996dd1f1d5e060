#include <stdio.h>
int collatz_len(int n) {
    int len = 1;
    while (n != 1) { n = n % 2 ? 3 * n + 1 : n / 2; len++; }
    return len;
}
int best_below(int limit) {
    int best = 1, best_len = 1;
    for (int i = 1; i < limit; i++) {
        int l = collatz_len(i);
        if (l > best_len) { best_len = l; best = i; }
    }
    return best;
}
int main(void) {
    printf("%d %d\n", best_below(100), collatz_len(best_below(100)));
    return 0;
}
