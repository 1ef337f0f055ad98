// Bellman-Ford on the doubled graph: relax all arcs until a round changes nothing. O(n * E).
class Solution {
public:
    int minimumEdgeReversal(vector<vector<int>>& edges, int n, int src, int dst) {
        const int INF = INT_MAX / 2;
        vector<int> dist(n + 1, INF);
        dist[src] = 0;
        for (bool changed = true; changed;) {
            changed = false;
            for (auto& e : edges) {
                int u = e[0], v = e[1];
                if (dist[u] < INF && dist[u] < dist[v]) { dist[v] = dist[u]; changed = true; }
                if (dist[v] < INF && dist[v] + 1 < dist[u]) { dist[u] = dist[v] + 1; changed = true; }
            }
        }
        return dist[dst] >= INF ? -1 : dist[dst];
    }
};
