// Kruskal where each edge's cycle check is a DFS over the forest built so far.
class Solution {
    vector<vector<int>> adj;
    bool connected(int s, int t, int V) {
        vector<char> seen(V, 0);
        vector<int> stack{s};
        seen[s] = 1;
        while (!stack.empty()) {
            int u = stack.back();
            stack.pop_back();
            if (u == t) return true;
            for (int v : adj[u]) if (!seen[v]) { seen[v] = 1; stack.push_back(v); }
        }
        return false;
    }
public:
    int spanningTree(int V, vector<vector<int>>& edges) {
        sort(edges.begin(), edges.end(), [](const vector<int>& a, const vector<int>& b) { return a[2] < b[2]; });
        adj.assign(V, {});
        int total = 0;
        for (auto& e : edges) {
            if (connected(e[0], e[1], V)) continue;
            adj[e[0]].push_back(e[1]);
            adj[e[1]].push_back(e[0]);
            total += e[2];
        }
        return total;
    }
};
