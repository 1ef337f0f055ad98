class Solution {
    int go(vector<vector<int>>& mat, int r, int c) {
        int n = mat.size();
        if (r == n - 1) return mat[r][c];
        int best = go(mat, r + 1, c);
        if (c > 0) best = max(best, go(mat, r + 1, c - 1));
        if (c + 1 < n) best = max(best, go(mat, r + 1, c + 1));
        return mat[r][c] + best;
    }
public:
    int maximumPath(vector<vector<int>>& mat) {
        int best = 0;
        for (int c = 0; c < (int)mat.size(); c++) best = max(best, go(mat, 0, c));
        return best;
    }
};
