class Solution {
public:
    int swimInWater(vector<vector<int>>& grid) {
        int n = grid.size();
        vector<vector<char>> seen(n, vector<char>(n, 0));
        priority_queue<array<int, 3>, vector<array<int, 3>>, greater<array<int, 3>>> pq;
        pq.push({grid[0][0], 0, 0});
        seen[0][0] = 1;
        const int dr[4] = {1, -1, 0, 0}, dc[4] = {0, 0, 1, -1};
        while (!pq.empty()) {
            auto [t, r, c] = pq.top();
            pq.pop();
            if (r == n - 1 && c == n - 1) return t;
            for (int d = 0; d < 4; ++d) {
                int x = r + dr[d], y = c + dc[d];
                if (x >= 0 && x < n && y >= 0 && y < n && !seen[x][y]) {
                    seen[x][y] = 1;
                    pq.push({max(t, grid[x][y]), x, y});
                }
            }
        }
        return -1;
    }
};
