class Solution {
public:
    vector<vector<int>> criticalConnections(int n, vector<vector<int>>& connections) {
        vector<vector<pair<int, int>>> adj(n);
        for (int i = 0; i < (int)connections.size(); i++) {
            adj[connections[i][0]].push_back({connections[i][1], i});
            adj[connections[i][1]].push_back({connections[i][0], i});
        }
        vector<int> tin(n, -1), low(n, 0), it(n, 0), pe(n, -1);
        vector<vector<int>> res;
        int timer = 0;
        for (int s = 0; s < n; s++) {
            if (tin[s] >= 0) continue;
            vector<int> st = {s};
            tin[s] = low[s] = timer++;
            while (!st.empty()) {
                int v = st.back();
                if (it[v] < (int)adj[v].size()) {
                    auto [u, idx] = adj[v][it[v]++];
                    if (idx == pe[v]) continue;
                    if (tin[u] < 0) { tin[u] = low[u] = timer++; pe[u] = idx; st.push_back(u); }
                    else low[v] = min(low[v], tin[u]);
                } else {
                    st.pop_back();
                    if (!st.empty()) {
                        int p = st.back();
                        low[p] = min(low[p], low[v]);
                        if (low[v] > tin[p]) res.push_back({p, v});
                    }
                }
            }
        }
        return res;
    }
};
