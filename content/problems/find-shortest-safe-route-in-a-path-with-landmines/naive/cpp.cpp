// A separate BFS from every safe cell of the first column: O(R * R * C).
class Solution {
public:
    int findShortestPath(vector<vector<int>>& mat) {
        int R = mat.size(), C = mat[0].size();
        vector<vector<char>> safe(R, vector<char>(C));
        for (int r = 0; r < R; r++) for (int c = 0; c < C; c++) safe[r][c] = mat[r][c];
        int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++) {
                if (mat[r][c]) continue;
                for (int k = 0; k < 4; k++) {
                    int nr = r + dr[k], nc = c + dc[k];
                    if (nr >= 0 && nr < R && nc >= 0 && nc < C) safe[nr][nc] = 0;
                }
            }
        int best = -1;
        for (int s = 0; s < R; s++) {
            if (!safe[s][0]) continue;
            vector<vector<int>> dist(R, vector<int>(C, 0));
            queue<pair<int, int>> q;
            dist[s][0] = 1;
            q.push({s, 0});
            while (!q.empty()) {
                auto [r, c] = q.front(); q.pop();
                if (c == C - 1) { if (best < 0 || dist[r][c] < best) best = dist[r][c]; break; }
                for (int k = 0; k < 4; k++) {
                    int nr = r + dr[k], nc = c + dc[k];
                    if (nr < 0 || nr >= R || nc < 0 || nc >= C || !safe[nr][nc] || dist[nr][nc]) continue;
                    dist[nr][nc] = dist[r][c] + 1;
                    q.push({nr, nc});
                }
            }
        }
        return best;
    }
};
