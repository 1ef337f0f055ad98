class Solution {
    vector<vector<pair<int, int>>> adj;
    int best = INT_MAX, target;
    void dfs(int u, int left, int spent) {
        if (u == target) { best = min(best, spent); return; }
        if (left == 0) return;
        for (auto [v, p] : adj[u]) dfs(v, left - 1, spent + p);
    }
public:
    int findCheapestPrice(int n, vector<vector<int>>& flights, int src, int dst, int k) {
        adj.assign(n, {});
        for (auto& f : flights) adj[f[0]].push_back({f[1], f[2]});
        target = dst;
        dfs(src, k + 1, 0);
        return best == INT_MAX ? -1 : best;
    }
};
