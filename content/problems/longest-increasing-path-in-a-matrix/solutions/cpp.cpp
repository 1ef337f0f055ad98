class Solution {
public:
    int longestIncreasingPath(vector<vector<int>>& matrix) {
        int m = matrix.size(), n = matrix[0].size();
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        vector<vector<int>> outDeg(m, vector<int>(n, 0));
        vector<pair<int, int>> layer;
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                for (int k = 0; k < 4; k++) {
                    int nr = r + dr[k], nc = c + dc[k];
                    if (nr >= 0 && nc >= 0 && nr < m && nc < n && matrix[nr][nc] > matrix[r][c]) outDeg[r][c]++;
                }
                if (outDeg[r][c] == 0) layer.push_back({r, c});
            }
        }
        int length = 0;
        while (!layer.empty()) {
            length++;
            vector<pair<int, int>> next;
            for (auto [r, c] : layer) {
                for (int k = 0; k < 4; k++) {
                    int nr = r + dr[k], nc = c + dc[k];
                    if (nr >= 0 && nc >= 0 && nr < m && nc < n && matrix[nr][nc] < matrix[r][c]) {
                        if (--outDeg[nr][nc] == 0) next.push_back({nr, nc});
                    }
                }
            }
            layer.swap(next);
        }
        return length;
    }
};
