class Solution {
public:
    vector<vector<int>> nearest(vector<vector<int>>& grid) {
        int n = grid.size(), m = grid[0].size();
        vector<pair<int, int>> ones;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                if (grid[i][j] == 1) ones.push_back({i, j});
        vector<vector<int>> dist(n, vector<int>(m));
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                int best = INT_MAX;
                for (auto& [r, c] : ones) best = min(best, abs(i - r) + abs(j - c));
                dist[i][j] = best;
            }
        return dist;
    }
};
