#include <stdio.h>
typedef enum { NORTH, EAST, SOUTH, WEST } Dir;
Dir turn_right(Dir d) { return (d + 1) % 4; }
const char *name(Dir d) {
    switch (d) {
        case NORTH: return "N";
        case EAST: return "E";
        case SOUTH: return "S";
        case WEST: return "W";
    }
    return "?";
}
int main(void) {
    Dir d = WEST;
    for (int i = 0; i < 5; i++) { printf("%s ", name(d)); d = turn_right(d); }
    printf("\n");
    return 0;
}
