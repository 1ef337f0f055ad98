class Solution {
public:
    bool isCycle(int V, vector<vector<int>>& adj) {
        vector<int> parent(V, -2);  // -2 unvisited
        vector<int> queue;
        queue.reserve(V);
        for (int s = 0; s < V; s++) {
            if (parent[s] != -2) continue;
            parent[s] = -1;
            queue.assign(1, s);
            for (size_t head = 0; head < queue.size(); head++) {
                int u = queue[head];
                for (int v : adj[u]) {
                    if (parent[v] == -2) {
                        parent[v] = u;
                        queue.push_back(v);
                    } else if (v != parent[u]) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
};
