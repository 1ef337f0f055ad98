class Solution {
public:
    void solve(vector<vector<char>>& board) {
        int m = board.size(), n = board[0].size();
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        vector<pair<int, int>> flip;
        for (int sr = 0; sr < m; sr++) {
            for (int sc = 0; sc < n; sc++) {
                if (board[sr][sc] != 'O') continue;
                // search this cell's region on its own: does it reach the border?
                vector<vector<bool>> seen(m, vector<bool>(n, false));
                queue<pair<int, int>> q;
                q.push({sr, sc});
                seen[sr][sc] = true;
                bool border = false;
                while (!q.empty() && !border) {
                    auto [r, c] = q.front();
                    q.pop();
                    if (r == 0 || c == 0 || r == m - 1 || c == n - 1) border = true;
                    for (int d = 0; d < 4; d++) {
                        int x = r + dr[d], y = c + dc[d];
                        if (x >= 0 && x < m && y >= 0 && y < n && !seen[x][y] && board[x][y] == 'O') {
                            seen[x][y] = true;
                            q.push({x, y});
                        }
                    }
                }
                if (!border) flip.push_back({sr, sc});
            }
        }
        for (auto [r, c] : flip) board[r][c] = 'X';
    }
};
