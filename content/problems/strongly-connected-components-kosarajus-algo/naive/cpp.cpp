// For each unassigned vertex: forward search and backward search, the component is their intersection.
class Solution {
    vector<char> reach(int s, vector<vector<int>>& g) {
        vector<char> seen(g.size(), 0);
        vector<int> stack{s};
        seen[s] = 1;
        while (!stack.empty()) {
            int u = stack.back();
            stack.pop_back();
            for (int v : g[u])
                if (!seen[v]) { seen[v] = 1; stack.push_back(v); }
        }
        return seen;
    }
public:
    int kosaraju(int V, vector<vector<int>>& adj) {
        vector<vector<int>> radj(V);
        for (int u = 0; u < V; u++)
            for (int v : adj[u]) radj[v].push_back(u);
        vector<char> assigned(V, 0);
        int count = 0;
        for (int s = 0; s < V; s++) {
            if (assigned[s]) continue;
            count++;
            vector<char> f = reach(s, adj), b = reach(s, radj);
            for (int v = 0; v < V; v++)
                if (f[v] && b[v]) assigned[v] = 1;
        }
        return count;
    }
};
