#include <stdio.h>
int main(void) {
    for (int score = 35; score <= 100; score += 13) {
        if (score >= 90) printf("%d A\n", score);
        else if (score >= 80) printf("%d B\n", score);
        else if (score >= 70) printf("%d C\n", score);
        else if (score >= 60) printf("%d D\n", score);
        else printf("%d F\n", score);
    }
    return 0;
}
