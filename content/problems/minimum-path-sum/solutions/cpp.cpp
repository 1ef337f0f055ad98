class Solution {
public:
    int minPathSum(vector<vector<int>>& grid) {
        int m = grid.size(), n = grid[0].size();
        vector<int> row(n, INT_MAX);
        row[0] = 0;
        for (int r = 0; r < m; r++) {
            row[0] += grid[r][0];
            for (int c = 1; c < n; c++) row[c] = grid[r][c] + min(row[c], row[c - 1]);
        }
        return row[n - 1];
    }
};
