class Solution {
public:
    vector<vector<int>> nearest(vector<vector<int>>& grid) {
        int n = grid.size(), m = grid[0].size();
        vector<vector<int>> dist(n, vector<int>(m, -1));
        queue<pair<int, int>> q;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                if (grid[i][j] == 1) { dist[i][j] = 0; q.push({i, j}); }
        int di[] = {1, -1, 0, 0}, dj[] = {0, 0, 1, -1};
        while (!q.empty()) {
            auto [i, j] = q.front();
            q.pop();
            for (int d = 0; d < 4; d++) {
                int a = i + di[d], b = j + dj[d];
                if (a >= 0 && a < n && b >= 0 && b < m && dist[a][b] == -1) {
                    dist[a][b] = dist[i][j] + 1;
                    q.push({a, b});
                }
            }
        }
        return dist;
    }
};
