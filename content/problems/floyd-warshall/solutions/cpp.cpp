class Solution {
public:
    void floydWarshall(vector<vector<int>>& dist) {
        const int INF = 100000000;
        int n = dist.size();
        for (int k = 0; k < n; k++)
            for (int i = 0; i < n; i++) {
                if (dist[i][k] == INF) continue;
                for (int j = 0; j < n; j++)
                    if (dist[k][j] != INF && dist[i][k] + dist[k][j] < dist[i][j]) dist[i][j] = dist[i][k] + dist[k][j];
            }
    }
};
