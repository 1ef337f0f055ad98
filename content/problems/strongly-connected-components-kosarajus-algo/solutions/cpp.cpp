class Solution {
public:
    int kosaraju(int V, vector<vector<int>>& adj) {
        // pass 1: iterative DFS, record finishing order
        vector<char> seen(V, 0);
        vector<int> finish;
        finish.reserve(V);
        vector<pair<int, int>> st;
        for (int s = 0; s < V; s++) {
            if (seen[s]) continue;
            seen[s] = 1;
            st.push_back({s, 0});
            while (!st.empty()) {
                auto& [u, i] = st.back();
                if (i < (int)adj[u].size()) {
                    int v = adj[u][i++];
                    if (!seen[v]) { seen[v] = 1; st.push_back({v, 0}); }
                } else {
                    finish.push_back(u);
                    st.pop_back();
                }
            }
        }
        // pass 2: DFS on the reversed graph in decreasing finishing time
        vector<vector<int>> radj(V);
        for (int u = 0; u < V; u++)
            for (int v : adj[u]) radj[v].push_back(u);
        vector<char> done(V, 0);
        vector<int> stack;
        int count = 0;
        for (int k = V - 1; k >= 0; k--) {
            int s = finish[k];
            if (done[s]) continue;
            count++;
            done[s] = 1;
            stack.push_back(s);
            while (!stack.empty()) {
                int u = stack.back();
                stack.pop_back();
                for (int v : radj[u])
                    if (!done[v]) { done[v] = 1; stack.push_back(v); }
            }
        }
        return count;
    }
};
