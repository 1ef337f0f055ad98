#include <bits/stdc++.h>
using namespace std;

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int h, a, moves = 0;
        scanf("%d %d", &h, &a);
        for (;;) {
            h += 3; a += 2; moves++;
            if (h > 5 && a > 10) { h -= 5; a -= 10; moves++; }
            else if (h > 20) { h -= 20; a += 5; moves++; }
            else break;
        }
        printf("%d\n", moves);
    }
}
