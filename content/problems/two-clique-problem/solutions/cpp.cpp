class Solution {
public:
    bool twoCliques(int V, vector<vector<int>>& edges) {
        vector<vector<char>> adj(V, vector<char>(V, 0));
        for (auto& e : edges) adj[e[0]][e[1]] = adj[e[1]][e[0]] = 1;
        vector<int> colour(V, -1), queue;
        for (int s = 0; s < V; s++) {
            if (colour[s] >= 0) continue;
            colour[s] = 0;
            queue.assign(1, s);
            for (size_t h = 0; h < queue.size(); h++) {
                int u = queue[h];
                for (int v = 0; v < V; v++) {
                    if (v == u || adj[u][v]) continue;  // not an edge of the complement
                    if (colour[v] < 0) {
                        colour[v] = 1 - colour[u];
                        queue.push_back(v);
                    } else if (colour[v] == colour[u]) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
};
