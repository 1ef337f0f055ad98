class Solution {
    int V, m;
    vector<vector<int>> adj;
    vector<int> order, colour;

    bool place(int i, int used) {
        if (i == V) return true;
        int u = order[i];
        int limit = min(m, used + 1);  // a fresh colour is as good as any other unused one
        for (int c = 1; c <= limit; c++) {
            bool ok = true;
            for (int v : adj[u])
                if (colour[v] == c) { ok = false; break; }
            if (!ok) continue;
            colour[u] = c;
            if (place(i + 1, max(used, c))) return true;
            colour[u] = 0;
        }
        return false;
    }
public:
    bool graphColoring(int V, vector<vector<int>>& edges, int m) {
        this->V = V;
        this->m = m;
        adj.assign(V, {});
        for (auto& e : edges) {
            adj[e[0]].push_back(e[1]);
            adj[e[1]].push_back(e[0]);
        }
        order.resize(V);
        iota(order.begin(), order.end(), 0);
        sort(order.begin(), order.end(), [&](int a, int b) { return adj[a].size() > adj[b].size(); });
        colour.assign(V, 0);
        return place(0, 0);
    }
};
