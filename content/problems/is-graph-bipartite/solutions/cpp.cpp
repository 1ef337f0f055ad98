class Solution {
    vector<int> colour;
    bool dfs(const vector<vector<int>>& g, int u, int c) {
        colour[u] = c;
        for (int v : g[u]) {
            if (colour[v] == c) return false;
            if (colour[v] == -1 && !dfs(g, v, 1 - c)) return false;
        }
        return true;
    }
public:
    bool isBipartite(vector<vector<int>>& graph) {
        colour.assign(graph.size(), -1);
        for (int s = 0; s < (int)graph.size(); s++)
            if (colour[s] == -1 && !dfs(graph, s, 0)) return false;
        return true;
    }
};
