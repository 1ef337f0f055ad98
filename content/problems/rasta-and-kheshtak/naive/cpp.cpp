#include <bits/stdc++.h>
using namespace std;

int main() {
    int n, m, p, q;
    scanf("%d %d", &n, &m);
    vector<vector<int>> a(n, vector<int>(m));
    for (auto& row : a)
        for (int& x : row) scanf("%d", &x);
    scanf("%d %d", &p, &q);
    vector<vector<int>> b(p, vector<int>(q));
    for (auto& row : b)
        for (int& x : row) scanf("%d", &x);
    int best = 0;
    for (int i = 0; i < n; i++)
        for (int j = 0; j < m; j++)
            for (int x = 0; x < p; x++)
                for (int y = 0; y < q; y++) {
                    // grow the common square with corners (i, j) and (x, y) one border at a time
                    int k = 0;
                    while (i + k < n && j + k < m && x + k < p && y + k < q) {
                        bool ok = true;
                        for (int t = 0; t <= k && ok; t++)
                            ok = a[i + k][j + t] == b[x + k][y + t] && a[i + t][j + k] == b[x + t][y + k];
                        if (!ok) break;
                        k++;
                    }
                    best = max(best, k);
                }
    printf("%d\n", best);
}
