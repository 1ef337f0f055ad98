class Solution {
public:
    vector<vector<int>> pacificAtlantic(vector<vector<int>>& heights) {
        int m = heights.size(), n = heights[0].size();
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        vector<vector<int>> out;
        for (int sr = 0; sr < m; sr++) {
            for (int sc = 0; sc < n; sc++) {
                // flow downhill from this cell alone and see which oceans the water reaches
                vector<vector<bool>> seen(m, vector<bool>(n, false));
                queue<pair<int, int>> q;
                q.push({sr, sc});
                seen[sr][sc] = true;
                bool pacific = false, atlantic = false;
                while (!q.empty()) {
                    auto [r, c] = q.front();
                    q.pop();
                    if (r == 0 || c == 0) pacific = true;
                    if (r == m - 1 || c == n - 1) atlantic = true;
                    for (int d = 0; d < 4; d++) {
                        int x = r + dr[d], y = c + dc[d];
                        if (x >= 0 && x < m && y >= 0 && y < n && !seen[x][y] && heights[x][y] <= heights[r][c]) {
                            seen[x][y] = true;
                            q.push({x, y});
                        }
                    }
                }
                if (pacific && atlantic) out.push_back({sr, sc});
            }
        }
        return out;
    }
};
