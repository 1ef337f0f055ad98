#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long m;
    cin >> n >> m;
    vector<long long> h(n);
    for (auto& x : h) cin >> x;
    sort(h.rbegin(), h.rend());
    // the cut reaches the k tallest trees: wood = (their sum) - k * H for H between h[k] and h[k-1]
    for (int k = 1; k <= n; k++) {
        long long sum = 0;
        for (int i = 0; i < k; i++) sum += h[i];
        long long below = k < n ? h[k] : 0;
        long long best = min(h[k - 1], (sum - m) / k);
        if (sum - m >= 0 && best >= below) {
            cout << best << "\n";
            return 0;
        }
    }
    cout << 0 << "\n";
    return 0;
}
