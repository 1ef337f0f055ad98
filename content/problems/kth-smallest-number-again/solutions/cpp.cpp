#include <bits/stdc++.h>
using namespace std;

int main() {
    int T;
    if (scanf("%d", &T) != 1) return 0;
    while (T--) {
        int n, q;
        scanf("%d %d", &n, &q);
        vector<pair<long long, long long>> r(n);
        for (auto& [a, b] : r) scanf("%lld %lld", &a, &b);
        sort(r.begin(), r.end());
        vector<pair<long long, long long>> merged;
        for (auto [a, b] : r) {
            if (!merged.empty() && a <= merged.back().second + 1) merged.back().second = max(merged.back().second, b);
            else merged.push_back({a, b});
        }
        while (q--) {
            long long k;
            scanf("%lld", &k);
            long long answer = -1;
            for (auto [a, b] : merged) {
                long long len = b - a + 1;
                if (k <= len) {
                    answer = a + k - 1;
                    break;
                }
                k -= len;
            }
            printf("%lld\n", answer);
        }
    }
}
