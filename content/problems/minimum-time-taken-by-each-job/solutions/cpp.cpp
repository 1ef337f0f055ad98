class Solution {
public:
    vector<int> minimumTime(int n, vector<vector<int>>& edges) {
        vector<vector<int>> adj(n + 1);
        vector<int> indeg(n + 1, 0), time(n + 1, 1), queue;
        for (auto& e : edges) {
            adj[e[0]].push_back(e[1]);
            indeg[e[1]]++;
        }
        for (int u = 1; u <= n; u++)
            if (indeg[u] == 0) queue.push_back(u);
        for (size_t h = 0; h < queue.size(); h++) {
            int u = queue[h];
            for (int v : adj[u]) {
                time[v] = max(time[v], time[u] + 1);
                if (--indeg[v] == 0) queue.push_back(v);
            }
        }
        return vector<int>(time.begin() + 1, time.end());
    }
};
