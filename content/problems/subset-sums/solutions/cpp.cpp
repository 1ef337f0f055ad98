#include <bits/stdc++.h>
using namespace std;

static vector<long long> sums(const vector<long long>& v) {
    vector<long long> out = {0};
    for (long long x : v) {
        size_t m = out.size();
        for (size_t i = 0; i < m; i++) out.push_back(out[i] + x);
    }
    sort(out.begin(), out.end());
    return out;
}

int main() {
    int n;
    long long a, b;
    if (scanf("%d %lld %lld", &n, &a, &b) != 3) return 0;
    vector<long long> s(n);
    for (auto& x : s) scanf("%lld", &x);
    int half = n / 2;
    vector<long long> left = sums(vector<long long>(s.begin(), s.begin() + half));
    vector<long long> right = sums(vector<long long>(s.begin() + half, s.end()));
    long long count = 0;
    for (long long x : left)
        count += upper_bound(right.begin(), right.end(), b - x) - lower_bound(right.begin(), right.end(), a - x);
    printf("%lld\n", count);
}
