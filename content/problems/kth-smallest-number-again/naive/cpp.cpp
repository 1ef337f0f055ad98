#include <bits/stdc++.h>
using namespace std;

int main() {
    int T;
    if (scanf("%d", &T) != 1) return 0;
    while (T--) {
        int n, q;
        scanf("%d %d", &n, &q);
        vector<pair<long long, long long>> r(n);
        long long lo = LLONG_MAX, hi = LLONG_MIN;
        for (auto& [a, b] : r) {
            scanf("%lld %lld", &a, &b);
            lo = min(lo, a);
            hi = max(hi, b);
        }
        while (q--) {
            long long k;
            scanf("%lld", &k);
            long long answer = -1, seen = 0;
            for (long long v = lo; v <= hi; v++) {
                bool covered = false;
                for (auto [a, b] : r)
                    if (a <= v && v <= b) covered = true;
                if (covered && ++seen == k) {
                    answer = v;
                    break;
                }
            }
            printf("%lld\n", answer);
        }
    }
}
