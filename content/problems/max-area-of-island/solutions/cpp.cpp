class Solution {
public:
    int maxAreaOfIsland(vector<vector<int>>& grid) {
        int m = grid.size(), n = grid[0].size(), best = 0;
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        for (int r = 0; r < m; ++r) {
            for (int c = 0; c < n; ++c) {
                if (grid[r][c] != 1) continue;
                grid[r][c] = 0;
                vector<pair<int, int>> st{{r, c}};
                int area = 0;
                while (!st.empty()) {
                    auto [i, j] = st.back();
                    st.pop_back();
                    ++area;
                    for (int d = 0; d < 4; ++d) {
                        int x = i + dr[d], y = j + dc[d];
                        if (x >= 0 && x < m && y >= 0 && y < n && grid[x][y] == 1) {
                            grid[x][y] = 0;
                            st.push_back({x, y});
                        }
                    }
                }
                best = max(best, area);
            }
        }
        return best;
    }
};
