class Solution {
public:
    int snakesAndLadders(vector<vector<int>>& board) {
        int n = board.size(), last = n * n;
        auto at = [&](int s) {
            int q = (s - 1) / n, rem = (s - 1) % n;
            int c = q % 2 == 0 ? rem : n - 1 - rem;
            return board[n - 1 - q][c];
        };
        vector<int> dist(last + 1, -1);
        dist[1] = 0;
        queue<int> q;
        q.push(1);
        while (!q.empty()) {
            int cur = q.front(); q.pop();
            if (cur == last) return dist[cur];
            for (int nxt = cur + 1; nxt <= min(cur + 6, last); nxt++) {
                int dest = at(nxt) == -1 ? nxt : at(nxt);
                if (dist[dest] < 0) { dist[dest] = dist[cur] + 1; q.push(dest); }
            }
        }
        return -1;
    }
};
