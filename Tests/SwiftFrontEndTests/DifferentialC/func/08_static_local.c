#include <stdio.h>
int next_id(void) {
    static int id = 100;
    id += 1;
    return id;
}
int main(void) {
    printf("%d\n", next_id());
    printf("%d\n", next_id());
    printf("%d\n", next_id());
    return 0;
}
