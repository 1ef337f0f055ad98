#include <bits/stdc++.h>
using namespace std;

// Memoised search over (health, armour, last place), cleared for every test case.
static const int MH = 1100, MA = 1700;
static int memo[MH][MA][4];

int best(int h, int a, int last) {
    int& r = memo[h][a][last];
    if (r >= 0) return r;
    r = 0;
    static const int dh[3] = {3, -5, -20}, da[3] = {2, -10, 5};
    for (int p = 0; p < 3; p++) {
        if (p == last) continue;
        int nh = h + dh[p], na = a + da[p];
        if (nh > 0 && na > 0) r = max(r, 1 + best(nh, na, p));
    }
    return r;
}

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int h, a;
        scanf("%d %d", &h, &a);
        memset(memo, -1, sizeof memo);
        printf("%d\n", best(h, a, 3));
    }
}
