class Solution {
    vector<vector<int>> out;
    vector<int> path;

    void go(vector<vector<int>>& grid, int n, int m, int r, int c) {
        path.push_back(grid[r][c]);
        if (r == n - 1 && c == m - 1) out.push_back(path);
        else {
            if (r + 1 < n) go(grid, n, m, r + 1, c);
            if (c + 1 < m) go(grid, n, m, r, c + 1);
        }
        path.pop_back();
    }

public:
    vector<vector<int>> findAllPossiblePaths(int n, int m, vector<vector<int>>& grid) {
        out.clear();
        path.clear();
        go(grid, n, m, 0, 0);
        return out;
    }
};
