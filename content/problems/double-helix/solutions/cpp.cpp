#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    while (scanf("%d", &n) == 1 && n != 0) {
        vector<long long> a(n);
        for (auto& x : a) scanf("%lld", &x);
        int m;
        scanf("%d", &m);
        vector<long long> b(m);
        for (auto& x : b) scanf("%lld", &x);
        int i = 0, j = 0;
        long long sa = 0, sb = 0, total = 0;
        while (i < n && j < m) {
            if (a[i] < b[j]) sa += a[i++];
            else if (a[i] > b[j]) sb += b[j++];
            else {
                total += max(sa, sb) + a[i];
                sa = sb = 0;
                i++, j++;
            }
        }
        while (i < n) sa += a[i++];
        while (j < m) sb += b[j++];
        printf("%lld\n", total + max(sa, sb));
    }
}
