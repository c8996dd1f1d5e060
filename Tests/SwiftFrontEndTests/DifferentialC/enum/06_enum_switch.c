#include <stdio.h>
typedef enum { OP_ADD = 1, OP_SUB, OP_MUL = 10, OP_DIV } Op;
int apply(Op op, int a, int b) {
    switch (op) {
        case OP_ADD: return a + b;
        case OP_SUB: return a - b;
        case OP_MUL: return a * b;
        case OP_DIV: return a / b;
        default: return -999;
    }
}
int main(void) {
    printf("%d %d %d %d\n", apply(OP_ADD, 7, 3), apply(OP_SUB, 7, 3), apply(OP_MUL, 7, 3), apply(OP_DIV, 7, 3));
    printf("%d %d\n", OP_SUB, OP_DIV);
    printf("%d\n", apply(5, 1, 1));
    return 0;
}
