class Solution {
public:
    vector<int> bellmanFord(int V, vector<vector<int>>& edges, int src) {
        const int INF = 100000000;
        vector<int> dist(V, INF);
        dist[src] = 0;
        for (int round = 0; round < V - 1; round++)
            for (auto& e : edges)
                if (dist[e[0]] != INF && dist[e[0]] + e[2] < dist[e[1]]) dist[e[1]] = dist[e[0]] + e[2];
        for (auto& e : edges)
            if (dist[e[0]] != INF && dist[e[0]] + e[2] < dist[e[1]]) return {-1};
        return dist;
    }
};
