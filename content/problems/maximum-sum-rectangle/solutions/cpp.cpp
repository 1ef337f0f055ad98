class Solution {
public:
    int maximumSumRectangle(vector<vector<int>>& mat) {
        int R = mat.size(), C = mat[0].size();
        int best = INT_MIN;
        vector<int> col(C);
        for (int top = 0; top < R; top++) {
            fill(col.begin(), col.end(), 0);
            for (int bottom = top; bottom < R; bottom++) {
                const vector<int>& row = mat[bottom];
                int cur = 0;
                bool started = false;
                for (int c = 0; c < C; c++) {
                    col[c] += row[c];
                    cur = (started && cur > 0) ? cur + col[c] : col[c];
                    started = true;
                    best = max(best, cur);
                }
            }
        }
        return best;
    }
};
