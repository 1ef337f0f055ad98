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
        for (long long t = 0;; t++) {
            long long total = 0;
            for (int rank : r) {
                long long k = 0, spent = 0;
                while (spent + (k + 1) * rank <= t) spent += ++k * rank;
                total += k;
            }
            if (total >= p) {
                printf("%lld\n", t);
                break;
            }
        }
    }
}
