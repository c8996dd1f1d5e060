#include <stdio.h>
long fact(int n) {
    if (n <= 1) return 1;
    return n * fact(n - 1);
}
int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
int main(void) {
    printf("%ld\n", fact(10));
    printf("%ld\n", fact(20));
    printf("%d\n", fib(20));
    return 0;
}
