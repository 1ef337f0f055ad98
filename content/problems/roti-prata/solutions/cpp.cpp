#include <bits/stdc++.h>
using namespace std;

int main() {
    int T;
    if (scanf("%d", &T) != 1) return 0;
    while (T--) {
        int p, l;
        scanf("%d %d", &p, &l);
        vector<int> r(l);
        for (int& x : r) scanf("%d", &x);
        auto made = [&](long long t) {
            long long total = 0;
            for (int rank : r) {
                long long k = 0, spent = 0;
                while (spent + (k + 1) * rank <= t) spent += ++k * rank;
                total += k;
                if (total >= p) break;
            }
            return total;
        };
        long long lo = 0, hi = (long long)*min_element(r.begin(), r.end()) * p * (p + 1) / 2;
        while (lo < hi) {
            long long mid = (lo + hi) / 2;
            if (made(mid) >= p) hi = mid;
            else lo = mid + 1;
        }
        printf("%lld\n", lo);
    }
}
