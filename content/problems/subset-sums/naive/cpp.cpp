#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    long long a, b;
    if (scanf("%d %lld %lld", &n, &a, &b) != 3) return 0;
    vector<long long> s(n);
    for (auto& x : s) scanf("%lld", &x);
    long long count = 0;
    for (long long mask = 0; mask < (1LL << n); mask++) {
        long long t = 0;
        for (int i = 0; i < n; i++)
            if (mask >> i & 1) t += s[i];
        if (a <= t && t <= b) count++;
    }
    printf("%lld\n", count);
}
