class Solution {
    int R, C, L;
    vector<vector<char>>* g;
    string w;
    vector<vector<bool>> used;

    long long dfs(int r, int c, int k) {
        if (k == L - 1) return 1;
        used[r][c] = true;
        long long total = 0;
        static const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        for (int d = 0; d < 4; d++) {
            int y = r + dr[d], x = c + dc[d];
            if (y >= 0 && y < R && x >= 0 && x < C && !used[y][x] && (*g)[y][x] == w[k + 1]) total += dfs(y, x, k + 1);
        }
        used[r][c] = false;
        return total;
    }

public:
    int countWord(vector<vector<char>>& grid, string word) {
        R = grid.size();
        C = grid[0].size();
        L = word.size();
        g = &grid;
        w = word;
        used.assign(R, vector<bool>(C, false));
        long long count = 0;
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++)
                if (grid[r][c] == word[0]) count += dfs(r, c, 0);
        return (int)count;
    }
};
