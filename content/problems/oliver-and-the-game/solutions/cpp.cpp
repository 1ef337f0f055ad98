#include <bits/stdc++.h>
using namespace std;

int main() {
    int n;
    if (scanf("%d", &n) != 1) return 0;
    vector<vector<int>> adj(n + 1);
    for (int i = 0; i < n - 1; i++) {
        int a, b;
        scanf("%d %d", &a, &b);
        adj[a].push_back(b);
        adj[b].push_back(a);
    }
    vector<int> tin(n + 1), tout(n + 1), parent(n + 1, 0), idx(n + 1, 0), stack{1};
    int clock = 0;
    tin[1] = clock++;
    while (!stack.empty()) {
        int u = stack.back();
        if (idx[u] == (int)adj[u].size()) {
            tout[u] = clock++;
            stack.pop_back();
            continue;
        }
        int w = adj[u][idx[u]++];
        if (w == parent[u]) continue;
        parent[w] = u;
        tin[w] = clock++;
        stack.push_back(w);
    }
    auto above = [&](int a, int b) { return tin[a] <= tin[b] && tout[b] <= tout[a]; };
    int q;
    scanf("%d", &q);
    string out;
    out.reserve(q * 4);
    while (q--) {
        int t, x, y;
        scanf("%d %d %d", &t, &x, &y);
        out += (t == 0 ? above(x, y) : above(y, x)) ? "YES\n" : "NO\n";
    }
    fputs(out.c_str(), stdout);
    return 0;
}
