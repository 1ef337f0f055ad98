class Solution {
    vector<vector<string>> out;
    vector<int> queens;
    int n;
    void place(int r, vector<bool>& cols, vector<bool>& d1, vector<bool>& d2) {
        if (r == n) {
            vector<string> board(n, string(n, '.'));
            for (int i = 0; i < n; i++) board[i][queens[i]] = 'Q';
            out.push_back(board);
            return;
        }
        for (int c = 0; c < n; c++) {
            if (cols[c] || d1[r - c + n - 1] || d2[r + c]) continue;
            cols[c] = d1[r - c + n - 1] = d2[r + c] = true;
            queens.push_back(c);
            place(r + 1, cols, d1, d2);
            queens.pop_back();
            cols[c] = d1[r - c + n - 1] = d2[r + c] = false;
        }
    }
public:
    vector<vector<string>> solveNQueens(int n) {
        this->n = n;
        out.clear();
        queens.clear();
        vector<bool> cols(n, false), d1(2 * n, false), d2(2 * n, false);
        place(0, cols, d1, d2);
        return out;
    }
};
