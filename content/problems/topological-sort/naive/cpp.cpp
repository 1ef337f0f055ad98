// Kahn's algorithm that finds each next source by scanning every vertex: O(V^2 + E).
class Solution {
public:
    vector<int> topoSort(int V, vector<vector<int>>& adj) {
        vector<int> indeg(V, 0), order;
        vector<char> used(V, 0);
        for (auto& list : adj)
            for (int v : list) indeg[v]++;
        for (int step = 0; step < V; step++) {
            int u = 0;
            while (used[u] || indeg[u] != 0) u++;
            used[u] = 1;
            order.push_back(u);
            for (int v : adj[u]) indeg[v]--;
        }
        return order;
    }
};
