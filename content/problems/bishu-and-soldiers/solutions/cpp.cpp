#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<long long> a(n);
    for (auto& x : a) scanf("%lld", &x);
    sort(a.begin(), a.end());
    vector<long long> pre(n + 1, 0);
    for (int i = 0; i < n; i++) pre[i + 1] = pre[i] + a[i];
    int q;
    scanf("%d", &q);
    string out;
    while (q--) {
        long long m;
        scanf("%lld", &m);
        int c = upper_bound(a.begin(), a.end(), m) - a.begin();
        out += to_string(c) + ' ' + to_string(pre[c]) + '\n';
    }
    fputs(out.c_str(), stdout);
}
