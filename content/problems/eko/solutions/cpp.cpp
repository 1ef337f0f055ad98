#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    int n;
    long long m;
    cin >> n >> m;
    vector<long long> h(n);
    long long hi = 0;
    for (auto& x : h) { cin >> x; hi = max(hi, x); }
    long long lo = 0;
    while (lo < hi) {
        long long mid = (lo + hi + 1) / 2, wood = 0;
        for (long long x : h) if (x > mid) wood += x - mid;
        if (wood >= m) lo = mid; else hi = mid - 1;
    }
    cout << lo << "\n";
    return 0;
}
