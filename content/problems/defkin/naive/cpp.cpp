#include <bits/stdc++.h>
using namespace std;

// For each guarded line, scan every other one to find the next guarded line after it: O(n^2).
static long long widest(const vector<int>& c, int size) {
    long long best = 0;
    int firstLine = size + 1;
    for (int x : c) firstLine = min(firstLine, x);
    best = firstLine - 1;
    for (int x : c) {
        int next = size + 1;
        for (int y : c) if (y > x && y < next) next = y;
        best = max(best, (long long)(next - x - 1));
    }
    return best;
}

int main() {
    int t;
    if (scanf("%d", &t) != 1) return 0;
    while (t--) {
        int w, h, n;
        scanf("%d %d %d", &w, &h, &n);
        vector<int> xs(n), ys(n);
        for (int i = 0; i < n; i++) scanf("%d %d", &xs[i], &ys[i]);
        printf("%lld\n", widest(xs, w) * widest(ys, h));
    }
}
