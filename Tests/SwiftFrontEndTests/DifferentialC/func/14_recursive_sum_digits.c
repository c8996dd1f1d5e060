#include <stdio.h>
int sum_digits(int n) { return n < 10 ? n : n % 10 + sum_digits(n / 10); }
int reverse_acc(int n, int acc) { return n == 0 ? acc : reverse_acc(n / 10, acc * 10 + n % 10); }
int depth(int n) { if (n == 0) return 0; return 1 + depth(n - 1); }
int main(void) {
    printf("%d\n", sum_digits(98765));
    printf("%d\n", reverse_acc(12340, 0));
    printf("%d\n", depth(5000));
    return 0;
}
