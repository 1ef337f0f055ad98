class Solution {
public:
    vector<int> longestPath(int V, vector<vector<int>>& edges, int src) {
        vector<vector<pair<int, int>>> adj(V);
        vector<int> indeg(V, 0);
        for (auto& e : edges) {
            adj[e[0]].push_back({e[1], e[2]});
            indeg[e[1]]++;
        }
        vector<int> order;
        order.reserve(V);
        for (int u = 0; u < V; u++)
            if (indeg[u] == 0) order.push_back(u);
        for (size_t h = 0; h < order.size(); h++)
            for (auto [v, w] : adj[order[h]])
                if (--indeg[v] == 0) order.push_back(v);
        vector<int> best(V, -1);
        best[src] = 0;
        for (int u : order) {
            if (best[u] < 0) continue;
            for (auto [v, w] : adj[u]) best[v] = max(best[v], best[u] + w);
        }
        return best;
    }
};
