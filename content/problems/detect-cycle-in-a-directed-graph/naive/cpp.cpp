// For every vertex, search from it and see whether the search comes back to it: O(V * (V + E)).
class Solution {
public:
    bool isCyclic(int V, vector<vector<int>>& adj) {
        for (int s = 0; s < V; s++) {
            vector<char> seen(V, 0);
            vector<int> stack(adj[s].begin(), adj[s].end());
            for (int v : stack) seen[v] = 1;
            while (!stack.empty()) {
                int u = stack.back();
                stack.pop_back();
                if (u == s) return true;
                for (int v : adj[u])
                    if (!seen[v]) { seen[v] = 1; stack.push_back(v); }
            }
        }
        return false;
    }
};
