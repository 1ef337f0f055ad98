// Root the tree, then answer each query by walking parent pointers from the lower house: O(depth) per query.
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
    vector<int> parent(n + 1, -1), order{1};
    parent[1] = 0;
    for (size_t h = 0; h < order.size(); h++)
        for (int w : adj[order[h]])
            if (parent[w] < 0) { parent[w] = order[h]; order.push_back(w); }
    int q;
    scanf("%d", &q);
    while (q--) {
        int t, x, y;
        scanf("%d %d %d", &t, &x, &y);
        if (t == 1) swap(x, y);
        // is x an ancestor of y?
        int cur = y;
        while (cur != 0 && cur != x) cur = parent[cur];
        puts(cur == x ? "YES" : "NO");
    }
    return 0;
}
