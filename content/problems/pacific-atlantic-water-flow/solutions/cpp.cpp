class Solution {
    int m, n;
    void fill(vector<vector<int>>& h, vector<pair<int, int>> starts, vector<vector<char>>& seen) {
        vector<pair<int, int>> st;
        for (auto& [r, c] : starts)
            if (!seen[r][c]) { seen[r][c] = 1; st.push_back({r, c}); }
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        while (!st.empty()) {
            auto [r, c] = st.back();
            st.pop_back();
            for (int d = 0; d < 4; ++d) {
                int x = r + dr[d], y = c + dc[d];
                if (x >= 0 && x < m && y >= 0 && y < n && !seen[x][y] && h[x][y] >= h[r][c]) {
                    seen[x][y] = 1;
                    st.push_back({x, y});
                }
            }
        }
    }
public:
    vector<vector<int>> pacificAtlantic(vector<vector<int>>& heights) {
        m = heights.size();
        n = heights[0].size();
        vector<pair<int, int>> ps, as;
        for (int c = 0; c < n; ++c) { ps.push_back({0, c}); as.push_back({m - 1, c}); }
        for (int r = 0; r < m; ++r) { ps.push_back({r, 0}); as.push_back({r, n - 1}); }
        vector<vector<char>> pac(m, vector<char>(n, 0)), atl(m, vector<char>(n, 0));
        fill(heights, ps, pac);
        fill(heights, as, atl);
        vector<vector<int>> out;
        for (int r = 0; r < m; ++r)
            for (int c = 0; c < n; ++c)
                if (pac[r][c] && atl[r][c]) out.push_back({r, c});
        return out;
    }
};
