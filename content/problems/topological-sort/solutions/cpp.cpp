class Solution {
public:
    vector<int> topoSort(int V, vector<vector<int>>& adj) {
        vector<int> indeg(V, 0), order;
        order.reserve(V);
        for (auto& list : adj)
            for (int v : list) indeg[v]++;
        for (int u = 0; u < V; u++)
            if (indeg[u] == 0) order.push_back(u);
        for (size_t head = 0; head < order.size(); head++)
            for (int v : adj[order[head]])
                if (--indeg[v] == 0) order.push_back(v);
        return order;
    }
};
