class Solution {
public:
    void solve(vector<vector<char>>& board) {
        int m = board.size(), n = board[0].size();
        vector<pair<int, int>> st;
        for (int r = 0; r < m; ++r)
            for (int c = 0; c < n; ++c)
                if ((r == 0 || c == 0 || r == m - 1 || c == n - 1) && board[r][c] == 'O') {
                    board[r][c] = '#';
                    st.push_back({r, c});
                }
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        while (!st.empty()) {
            auto [r, c] = st.back();
            st.pop_back();
            for (int d = 0; d < 4; ++d) {
                int x = r + dr[d], y = c + dc[d];
                if (x >= 0 && x < m && y >= 0 && y < n && board[x][y] == 'O') {
                    board[x][y] = '#';
                    st.push_back({x, y});
                }
            }
        }
        for (auto& row : board)
            for (char& ch : row) ch = (ch == '#') ? 'O' : 'X';
    }
};
