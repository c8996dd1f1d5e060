#include <stdio.h>
int eval(int a, char op, int b) {
    switch (op) {
        case '+': return a + b;
        case '-': return a - b;
        case '*': return a * b;
        case '/': return b ? a / b : 0;
    }
    return 0;
}
int main(void) {
    printf("%d %d %d %d %d\n", eval(6, '+', 3), eval(6, '-', 3), eval(6, '*', 3), eval(6, '/', 4), eval(1, '?', 1));
    return 0;
}
