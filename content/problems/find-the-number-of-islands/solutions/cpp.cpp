class Solution {
public:
    int numIslands(vector<vector<char>>& grid) {
        int n = grid.size(), m = grid[0].size(), count = 0;
        vector<pair<int, int>> stack;
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                if (grid[i][j] != '1') continue;
                count++;
                grid[i][j] = '0';
                stack.push_back({i, j});
                while (!stack.empty()) {
                    auto [r, c] = stack.back();
                    stack.pop_back();
                    for (int dr = -1; dr <= 1; dr++)
                        for (int dc = -1; dc <= 1; dc++) {
                            int nr = r + dr, nc = c + dc;
                            if (nr < 0 || nc < 0 || nr >= n || nc >= m || grid[nr][nc] != '1') continue;
                            grid[nr][nc] = '0';
                            stack.push_back({nr, nc});
                        }
                }
            }
        }
        return count;
    }
};
