class Solution {
public:
    vector<vector<int>> criticalConnections(int n, vector<vector<int>>& connections) {
        int m = connections.size();
        vector<vector<pair<int, int>>> adj(n);
        for (int i = 0; i < m; i++) {
            adj[connections[i][0]].push_back({connections[i][1], i});
            adj[connections[i][1]].push_back({connections[i][0], i});
        }
        vector<vector<int>> res;
        vector<char> seen(n);
        for (int skip = 0; skip < m; skip++) {  // remove one link and test connectivity
            fill(seen.begin(), seen.end(), 0);
            vector<int> q = {0};
            seen[0] = 1;
            for (size_t h = 0; h < q.size(); h++)
                for (auto [u, idx] : adj[q[h]])
                    if (idx != skip && !seen[u]) { seen[u] = 1; q.push_back(u); }
            if ((int)q.size() < n) res.push_back(connections[skip]);
        }
        return res;
    }
};
