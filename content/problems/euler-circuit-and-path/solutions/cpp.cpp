class Solution {
public:
    int isEulerCircuit(int V, vector<vector<int>>& adj) {
        int start = 0;
        while (start < V && adj[start].empty()) start++;
        vector<char> seen(V, 0);
        vector<int> stack{start};
        seen[start] = 1;
        while (!stack.empty()) {
            int u = stack.back();
            stack.pop_back();
            for (int v : adj[u])
                if (!seen[v]) { seen[v] = 1; stack.push_back(v); }
        }
        int odd = 0;
        for (int u = 0; u < V; u++) {
            if (!adj[u].empty() && !seen[u]) return 0;
            odd += adj[u].size() % 2;
        }
        return odd == 0 ? 2 : odd == 2 ? 1 : 0;
    }
};
