class Solution {
    vector<char> seen;
    vector<int> order;
    void visit(int u, vector<vector<int>>& adj) {
        seen[u] = 1;
        order.push_back(u);
        for (int v : adj[u])
            if (!seen[v]) visit(v, adj);
    }
public:
    vector<int> dfsOfGraph(int V, vector<vector<int>>& adj) {
        seen.assign(V, 0);
        order.clear();
        visit(0, adj);
        return order;
    }
};
