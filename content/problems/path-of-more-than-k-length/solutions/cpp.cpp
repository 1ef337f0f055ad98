class Solution {
public:
    bool pathMoreThanK(int V, vector<vector<int>>& edges, int k) {
        vector<vector<int>> w(V, vector<int>(V, 0));
        for (auto& e : edges) w[e[0]][e[1]] = w[e[1]][e[0]] = e[2];
        int full = 1 << V;
        vector<int> best((size_t)full * V, -1);
        best[1 * V + 0] = 0;
        for (int mask = 1; mask < full; mask += 2)
            for (int v = 0; v < V; v++) {
                int cur = best[(size_t)mask * V + v];
                if (cur < 0) continue;
                if (cur >= k) return true;
                for (int u = 0; u < V; u++) {
                    if (!w[v][u] || (mask >> u & 1)) continue;
                    int& nxt = best[(size_t)(mask | 1 << u) * V + u];
                    nxt = max(nxt, cur + w[v][u]);
                }
            }
        return false;
    }
};
