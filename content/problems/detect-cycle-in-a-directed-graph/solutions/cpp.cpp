class Solution {
public:
    bool isCyclic(int V, vector<vector<int>>& adj) {
        // 0 new, 1 on the current path, 2 finished; iterative DFS
        vector<char> state(V, 0);
        vector<pair<int, int>> st;
        for (int s = 0; s < V; s++) {
            if (state[s]) continue;
            state[s] = 1;
            st.push_back({s, 0});
            while (!st.empty()) {
                auto& [u, i] = st.back();
                if (i < (int)adj[u].size()) {
                    int v = adj[u][i++];
                    if (state[v] == 1) return true;
                    if (state[v] == 0) { state[v] = 1; st.push_back({v, 0}); }
                } else {
                    state[u] = 2;
                    st.pop_back();
                }
            }
        }
        return false;
    }
};
