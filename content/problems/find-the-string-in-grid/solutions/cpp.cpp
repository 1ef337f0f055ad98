class Solution {
public:
    vector<vector<int>> searchWord(vector<vector<char>>& grid, string word) {
        int R = grid.size(), C = grid[0].size(), L = word.size();
        static const int dr[8] = {-1, -1, -1, 0, 0, 1, 1, 1};
        static const int dc[8] = {-1, 0, 1, -1, 1, -1, 0, 1};
        vector<vector<int>> res;
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++) {
                if (grid[r][c] != word[0]) continue;
                for (int d = 0; d < 8; d++) {
                    int k = 1;
                    while (k < L) {
                        int y = r + k * dr[d], x = c + k * dc[d];
                        if (y < 0 || y >= R || x < 0 || x >= C || grid[y][x] != word[k]) break;
                        k++;
                    }
                    if (k == L) {
                        res.push_back({r, c});
                        break;
                    }
                }
            }
        return res;
    }
};
