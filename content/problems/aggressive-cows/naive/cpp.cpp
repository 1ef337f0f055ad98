#include <bits/stdc++.h>
using namespace std;

int main() {
    int t;
    cin >> t;
    while (t--) {
        int n, c;
        cin >> n >> c;
        vector<long long> x(n);
        for (auto& v : x) cin >> v;
        sort(x.begin(), x.end());
        // the answer is the distance between some two stalls: test every pair's distance with the greedy placement
        long long best = 0;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) {
                long long d = x[j] - x[i];
                if (d <= best) continue;
                int placed = 1;
                long long last = x[0];
                for (int k = 1; k < n && placed < c; k++)
                    if (x[k] - last >= d) { placed++; last = x[k]; }
                if (placed >= c) best = d;
            }
        cout << best << "\n";
    }
    return 0;
}
