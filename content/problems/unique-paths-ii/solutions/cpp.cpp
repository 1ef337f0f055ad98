class Solution {
public:
    int uniquePathsWithObstacles(vector<vector<int>>& obstacleGrid) {
        int n = obstacleGrid[0].size();
        vector<long long> row(n, 0);
        row[0] = obstacleGrid[0][0] ? 0 : 1;
        for (auto& g : obstacleGrid) {
            for (int c = 0; c < n; c++) {
                if (g[c]) row[c] = 0;
                else if (c > 0) row[c] += row[c - 1];
            }
        }
        return (int)row[n - 1];
    }
};
