#include <bits/stdc++.h>
using namespace std;

// Recompute the left side's net demand from scratch for every gap: O(n^2).
int main() {
    int n;
    while (scanf("%d", &n) == 1 && n != 0) {
        vector<int> a(n);
        for (auto& x : a) scanf("%d", &x);
        long long work = 0;
        for (int gap = 0; gap + 1 < n; gap++) {
            long long p = 0;
            for (int i = 0; i <= gap; i++) p += a[i];
            work += llabs(p);
        }
        printf("%lld\n", work);
    }
}
