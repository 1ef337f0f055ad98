class Solution {
    int n;
    vector<vector<int>> board;
    const int dx[8] = {2, 1, -1, -2, -2, -1, 1, 2}, dy[8] = {1, 2, 2, 1, -1, -2, -2, -1};

    bool isFree(int x, int y) { return x >= 0 && y >= 0 && x < n && y < n && board[x][y] == -1; }

    int onwardCount(int x, int y) {
        int k = 0;
        for (int m = 0; m < 8; m++) k += isFree(x + dx[m], y + dy[m]);
        return k;
    }

    bool go(int x, int y, int step) {
        board[x][y] = step;
        if (step == n * n - 1) return true;
        vector<array<int, 4>> next;
        for (int m = 0; m < 8; m++) {
            int a = x + dx[m], b = y + dy[m];
            if (!isFree(a, b)) continue;
            board[a][b] = -2;
            int first = 0, second = 0;
            for (int k = 0; k < 8; k++) {
                int p = a + dx[k], q = b + dy[k];
                if (isFree(p, q)) { first++; second += onwardCount(p, q); }
            }
            board[a][b] = -1;
            next.push_back({first, second, a, b});
        }
        sort(next.begin(), next.end());
        for (auto& t : next) if (go(t[2], t[3], step + 1)) return true;
        board[x][y] = -1;
        return false;
    }

public:
    vector<vector<int>> knightTour(int n) {
        if (n >= 2 && n <= 4) return {};
        this->n = n;
        board.assign(n, vector<int>(n, -1));
        if (go(0, 0, 0)) return board;
        return {};
    }
};
