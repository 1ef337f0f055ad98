class Solution {
    int n;
    vector<string> out;
    string path;

    void go(vector<vector<int>>& mat, int r, int c) {
        if (r == n - 1 && c == n - 1) { out.push_back(path); return; }
        mat[r][c] = 0;  // block the cell while it is on the route
        static const int dr[4] = {1, 0, 0, -1}, dc[4] = {0, -1, 1, 0};
        static const char name[4] = {'D', 'L', 'R', 'U'};
        for (int k = 0; k < 4; k++) {
            int nr = r + dr[k], nc = c + dc[k];
            if (nr < 0 || nc < 0 || nr >= n || nc >= n || mat[nr][nc] == 0) continue;
            path.push_back(name[k]);
            go(mat, nr, nc);
            path.pop_back();
        }
        mat[r][c] = 1;
    }

public:
    vector<string> findPath(vector<vector<int>>& mat) {
        n = mat.size();
        out.clear();
        path.clear();
        if (mat[0][0] == 1 && mat[n - 1][n - 1] == 1) go(mat, 0, 0);
        return out;
    }
};
