#include <stdio.h>
int main(void) {
    printf("tab\there\n");
    printf("quote\"inside\"\n");
    printf("back\\slash\n");
    printf("single'quote\n");
    printf("%s\n", "");
    printf("a\nb\n");
    printf("no newline at end");
    return 0;
}
