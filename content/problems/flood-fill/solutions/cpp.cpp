class Solution {
public:
    vector<vector<int>> floodFill(vector<vector<int>>& image, int sr, int sc, int color) {
        int old = image[sr][sc];
        if (old == color) return image;
        int m = image.size(), n = image[0].size();
        vector<pair<int, int>> st{{sr, sc}};
        image[sr][sc] = color;
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        while (!st.empty()) {
            auto [r, c] = st.back();
            st.pop_back();
            for (int d = 0; d < 4; ++d) {
                int nr = r + dr[d], nc = c + dc[d];
                if (nr >= 0 && nr < m && nc >= 0 && nc < n && image[nr][nc] == old) {
                    image[nr][nc] = color;
                    st.push_back({nr, nc});
                }
            }
        }
        return image;
    }
};
