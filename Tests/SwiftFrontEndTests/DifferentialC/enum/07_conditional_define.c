#include <stdio.h>
#define DEBUG 1
#define LIMIT 4
int main(void) {
#if DEBUG
    printf("debug on\n");
#else
    printf("debug off\n");
#endif
#ifdef LIMIT
    for (int i = 0; i < LIMIT; i++) printf("%d", i);
    printf("\n");
#endif
#ifndef MISSING
    printf("missing not defined\n");
#endif
    return 0;
}
