// Depth-first search over every simple path from 0: O(V!) when no path is heavy enough.
class Solution {
    vector<vector<pair<int, int>>> adj;
    vector<char> onPath;
    int need;

    bool dfs(int v, int weight) {
        if (weight >= need) return true;
        onPath[v] = 1;
        for (auto [u, w] : adj[v])
            if (!onPath[u] && dfs(u, weight + w)) { onPath[v] = 0; return true; }
        onPath[v] = 0;
        return false;
    }

public:
    bool pathMoreThanK(int V, vector<vector<int>>& edges, int k) {
        adj.assign(V, {});
        for (auto& e : edges) { adj[e[0]].push_back({e[1], e[2]}); adj[e[1]].push_back({e[0], e[2]}); }
        onPath.assign(V, 0);
        need = k;
        return dfs(0, 0);
    }
};
