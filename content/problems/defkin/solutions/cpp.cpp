#include <bits/stdc++.h>
using namespace std;

static long long widest(vector<int>& c, int size) {
    c.push_back(0);
    c.push_back(size + 1);
    sort(c.begin(), c.end());
    long long best = 0;
    for (size_t i = 1; i < c.size(); i++) best = max(best, (long long)(c[i] - c[i - 1] - 1));
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
