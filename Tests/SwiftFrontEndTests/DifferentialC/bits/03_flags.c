#include <stdio.h>
#define F_READ 1
#define F_WRITE 2
#define F_EXEC 4
int main(void) {
    int perm = 0;
    perm |= F_READ;
    perm |= F_EXEC;
    printf("perm=%d\n", perm);
    printf("r=%d w=%d x=%d\n", (perm & F_READ) != 0, (perm & F_WRITE) != 0, (perm & F_EXEC) != 0);
    perm &= ~F_READ;
    printf("perm=%d\n", perm);
    perm ^= F_WRITE | F_EXEC;
    printf("perm=%d\n", perm);
    return 0;
}
