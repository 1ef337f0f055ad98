class Solution {
public:
    int maxAreaEqualZeroOne(vector<vector<int>>& mat) {
        int R = mat.size(), C = mat[0].size();
        int off = R * C;
        // cells count +1 for a 1 and -1 for a 0; a zero sum means equally many of each
        vector<int> firstAt(2 * off + 1), stamp(2 * off + 1, 0), col(C);
        int round = 0, best = 0;
        for (int top = 0; top < R; top++) {
            fill(col.begin(), col.end(), 0);
            for (int bottom = top; bottom < R; bottom++) {
                round++;
                int h = bottom - top + 1, s = 0;
                stamp[off] = round;
                firstAt[off] = -1;
                const vector<int>& row = mat[bottom];
                for (int c = 0; c < C; c++) {
                    col[c] += row[c] == 1 ? 1 : -1;
                    s += col[c];
                    int key = s + off;
                    if (stamp[key] != round) {
                        stamp[key] = round;
                        firstAt[key] = c;
                    } else {
                        best = max(best, h * (c - firstAt[key]));
                    }
                }
            }
        }
        return best;
    }
};
