#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<int> a(n);
    for (auto& x : a) scanf("%d", &x);
    sort(a.begin(), a.end());
    int q;
    scanf("%d", &q);
    while (q--) {
        int m;
        scanf("%d", &m);
        long long count = 0, sum = 0;
        for (int i = 0; i < n && a[i] <= m; i++) {
            count++;
            sum += a[i];
        }
        printf("%lld %lld\n", count, sum);
    }
}
