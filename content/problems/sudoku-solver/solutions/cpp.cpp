class Solution {
    int row[9], col[9], box[9];
    vector<pair<int, int>> blanks;

    bool go(vector<vector<char>>& board, int left) {
        if (left == 0) return true;
        int best = -1, bestCount = 10, bestFree = 0;
        for (int i = 0; i < left; i++) {
            auto [r, c] = blanks[i];
            int freeMask = ~(row[r] | col[c] | box[r / 3 * 3 + c / 3]) & 0x1FF;
            int n = __builtin_popcount(freeMask);
            if (n < bestCount) {
                best = i; bestCount = n; bestFree = freeMask;
                if (n <= 1) break;
            }
        }
        if (bestCount == 0) return false;
        swap(blanks[best], blanks[left - 1]);
        auto [r, c] = blanks[left - 1];
        int k = r / 3 * 3 + c / 3;
        for (int f = bestFree; f; f &= f - 1) {
            int bit = f & -f;
            row[r] |= bit; col[c] |= bit; box[k] |= bit;
            board[r][c] = char('1' + __builtin_ctz(bit));
            if (go(board, left - 1)) return true;
            row[r] ^= bit; col[c] ^= bit; box[k] ^= bit;
        }
        board[r][c] = '.';
        swap(blanks[best], blanks[left - 1]);
        return false;
    }

public:
    void solveSudoku(vector<vector<char>>& board) {
        memset(row, 0, sizeof row); memset(col, 0, sizeof col); memset(box, 0, sizeof box);
        blanks.clear();
        for (int r = 0; r < 9; r++)
            for (int c = 0; c < 9; c++) {
                if (board[r][c] == '.') { blanks.push_back({r, c}); continue; }
                int bit = 1 << (board[r][c] - '1');
                row[r] |= bit; col[c] |= bit; box[r / 3 * 3 + c / 3] |= bit;
            }
        go(board, blanks.size());
    }
};
