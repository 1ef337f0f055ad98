class Solution {
    vector<vector<int>> adj;
    vector<int> color;
    int n, colors;

    bool go(int u, int used) {
        if (u == n) return true;
        for (int c = 0; c < min(colors, used + 1); c++) {
            bool clash = false;
            for (int w : adj[u]) if (color[w] == c) { clash = true; break; }
            if (clash) continue;
            color[u] = c;
            if (go(u + 1, max(used, c + 1))) return true;
            color[u] = -1;
        }
        return false;
    }

public:
    bool graphColoring(int v, vector<vector<int>>& edges, int m) {
        n = v;
        colors = m;
        adj.assign(v, {});
        color.assign(v, -1);
        for (auto& e : edges) { adj[e[0]].push_back(e[1]); adj[e[1]].push_back(e[0]); }
        return go(0, 0);
    }
};
