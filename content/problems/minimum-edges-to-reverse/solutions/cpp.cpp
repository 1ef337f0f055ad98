class Solution {
public:
    int minimumEdgeReversal(vector<vector<int>>& edges, int n, int src, int dst) {
        vector<vector<pair<int, int>>> adj(n + 1);
        for (auto& e : edges) {
            adj[e[0]].push_back({e[1], 0});
            adj[e[1]].push_back({e[0], 1});
        }
        const int INF = INT_MAX;
        vector<int> dist(n + 1, INF);
        deque<int> dq;
        dist[src] = 0;
        dq.push_back(src);
        while (!dq.empty()) {
            int u = dq.front();
            dq.pop_front();
            for (auto [v, c] : adj[u]) {
                if (dist[u] + c < dist[v]) {
                    dist[v] = dist[u] + c;
                    if (c == 0) dq.push_front(v);
                    else dq.push_back(v);
                }
            }
        }
        return dist[dst] == INF ? -1 : dist[dst];
    }
};
