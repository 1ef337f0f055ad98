class Solution {
    int n, m, xd, yd, best;
    vector<vector<char>> seen;

    void dfs(vector<vector<int>>& mat, int r, int c, int len) {
        if (r == xd && c == yd) { best = max(best, len); return; }
        seen[r][c] = 1;
        static const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        for (int k = 0; k < 4; k++) {
            int a = r + dr[k], b = c + dc[k];
            if (a >= 0 && b >= 0 && a < n && b < m && mat[a][b] == 1 && !seen[a][b]) dfs(mat, a, b, len + 1);
        }
        seen[r][c] = 0;
    }

public:
    int longestPath(vector<vector<int>>& mat, int xs, int ys, int xd, int yd) {
        n = mat.size();
        m = mat[0].size();
        this->xd = xd;
        this->yd = yd;
        if (mat[xs][ys] == 0 || mat[xd][yd] == 0) return -1;
        seen.assign(n, vector<char>(m, 0));
        best = -1;
        dfs(mat, xs, ys, 0);
        return best;
    }
};
