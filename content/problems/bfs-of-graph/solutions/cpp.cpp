class Solution {
public:
    vector<int> bfsOfGraph(int V, vector<vector<int>>& adj) {
        vector<char> seen(V, 0);
        vector<int> order;
        order.reserve(V);
        order.push_back(0);
        seen[0] = 1;
        for (size_t head = 0; head < order.size(); head++) {
            int u = order[head];
            for (int v : adj[u]) {
                if (!seen[v]) {
                    seen[v] = 1;
                    order.push_back(v);
                }
            }
        }
        return order;
    }
};
