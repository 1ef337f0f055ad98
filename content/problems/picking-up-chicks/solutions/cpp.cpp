#include <bits/stdc++.h>
using namespace std;

int main() {
    int cases;
    scanf("%d", &cases);
    for (int tc = 1; tc <= cases; tc++) {
        int n, k;
        long long b, t;
        scanf("%d %d %lld %lld", &n, &k, &b, &t);
        vector<long long> x(n), v(n);
        for (auto& p : x) scanf("%lld", &p);
        for (auto& s : v) scanf("%lld", &s);
        int able = 0, slow = 0;
        long long lifts = 0;
        for (int i = n - 1; i >= 0 && able < k; i--) {
            if (x[i] + v[i] * t >= b) { able++; lifts += slow; }
            else slow++;
        }
        if (able < k) printf("Case #%d: IMPOSSIBLE\n", tc);
        else printf("Case #%d: %lld\n", tc, lifts);
    }
}
