#include <bits/stdc++.h>
using namespace std;

int main() {
    int t;
    scanf("%d", &t);
    while (t--) {
        int m, n;
        scanf("%d %d", &m, &n);
        vector<int> x(m - 1), y(n - 1);
        for (auto& c : x) scanf("%d", &c);
        for (auto& c : y) scanf("%d", &c);
        sort(x.rbegin(), x.rend());
        sort(y.rbegin(), y.rend());
        size_t i = 0, j = 0;
        long long rows = 1, cols = 1, total = 0;
        while (i < x.size() || j < y.size()) {
            if (j == y.size() || (i < x.size() && x[i] >= y[j])) { total += x[i++] * cols; rows++; }
            else { total += y[j++] * rows; cols++; }
        }
        printf("%lld\n", total);
    }
}
