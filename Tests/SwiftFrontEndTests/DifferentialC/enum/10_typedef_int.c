#include <stdio.h>
typedef int Score;
typedef double Real;
typedef unsigned int Uint;
Real mean(Score a, Score b) { return (a + b) / 2.0; }
int main(void) {
    Score s = 9;
    Real r = mean(s, 4);
    Uint u = 3;
    printf("%d %.2f %u\n", s, r, u * 2);
    return 0;
}
