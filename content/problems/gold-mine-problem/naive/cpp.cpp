class Solution {
    int go(const vector<vector<int>>& M, int n, int m, int i, int j) {
        if (i < 0 || i >= n) return INT_MIN / 2;
        if (j == m - 1) return M[i][j];
        return M[i][j] + max({go(M, n, m, i - 1, j + 1), go(M, n, m, i, j + 1), go(M, n, m, i + 1, j + 1)});
    }
public:
    int maxGold(int n, int m, vector<vector<int>> M) {
        int best = 0;
        for (int i = 0; i < n; i++) best = max(best, go(M, n, m, i, 0));
        return best;
    }
};
