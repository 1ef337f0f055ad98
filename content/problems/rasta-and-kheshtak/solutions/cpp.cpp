#include <bits/stdc++.h>
using namespace std;
typedef unsigned long long ull;

static const ull M1 = 1000000007ULL, M2 = 998244353ULL;

static vector<vector<int>> readGrid() {
    int r, c;
    if (scanf("%d %d", &r, &c) != 2) exit(0);
    vector<vector<int>> g(r, vector<int>(c));
    for (auto& row : g)
        for (int& x : row) scanf("%d", &x);
    return g;
}

// One 64-bit key per k x k block: two polynomial hashes (rows then columns) modulo M1 and M2.
static vector<ull> blockKeys(const vector<vector<int>>& g, int k) {
    int n = g.size(), m = g[0].size(), w = m - k + 1, h = n - k + 1;
    const ull rb1 = 1009, cb1 = 2003, rb2 = 3001, cb2 = 4001;
    ull rk1 = 1, rk2 = 1, ck1 = 1, ck2 = 1;
    for (int i = 0; i < k; i++) {
        rk1 = rk1 * rb1 % M1, rk2 = rk2 * rb2 % M2;
        ck1 = ck1 * cb1 % M1, ck2 = ck2 * cb2 % M2;
    }
    vector<ull> r1((size_t)n * w), r2((size_t)n * w);
    for (int i = 0; i < n; i++) {
        ull h1 = 0, h2 = 0;
        for (int j = 0; j < m; j++) {
            h1 = (h1 * rb1 + g[i][j]) % M1;
            h2 = (h2 * rb2 + g[i][j]) % M2;
            if (j >= k) {
                h1 = (h1 + M1 - g[i][j - k] * rk1 % M1) % M1;
                h2 = (h2 + M2 - g[i][j - k] * rk2 % M2) % M2;
            }
            if (j >= k - 1) r1[(size_t)i * w + j - k + 1] = h1, r2[(size_t)i * w + j - k + 1] = h2;
        }
    }
    vector<ull> keys((size_t)h * w);
    for (int j = 0; j < w; j++) {
        ull h1 = 0, h2 = 0;
        for (int i = 0; i < n; i++) {
            h1 = (h1 * cb1 + r1[(size_t)i * w + j]) % M1;
            h2 = (h2 * cb2 + r2[(size_t)i * w + j]) % M2;
            if (i >= k) {
                h1 = (h1 + M1 - r1[(size_t)(i - k) * w + j] * ck1 % M1) % M1;
                h2 = (h2 + M2 - r2[(size_t)(i - k) * w + j] * ck2 % M2) % M2;
            }
            if (i >= k - 1) keys[(size_t)(i - k + 1) * w + j] = h1 << 32 | h2;
        }
    }
    return keys;
}

int main() {
    vector<vector<int>> a = readGrid(), b = readGrid();
    int lo = 0, hi = min({a.size(), a[0].size(), b.size(), b[0].size()});
    while (lo < hi) {
        int k = (lo + hi + 1) / 2;
        vector<ull> ka = blockKeys(a, k), kb = blockKeys(b, k);
        sort(ka.begin(), ka.end());
        bool found = false;
        for (ull x : kb)
            if (binary_search(ka.begin(), ka.end(), x)) {
                found = true;
                break;
            }
        if (found) lo = k;
        else hi = k - 1;
    }
    printf("%d\n", lo);
}
