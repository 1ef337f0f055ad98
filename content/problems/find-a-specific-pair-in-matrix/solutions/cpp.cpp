class Solution {
public:
    int findMaxValue(vector<vector<int>>& mat) {
        int n = mat.size();
        vector<vector<int>> high(n, vector<int>(n));
        for (int i = n - 1; i >= 0; i--)
            for (int j = n - 1; j >= 0; j--) {
                int v = mat[i][j];
                if (i + 1 < n) v = max(v, high[i + 1][j]);
                if (j + 1 < n) v = max(v, high[i][j + 1]);
                high[i][j] = v;
            }
        int best = INT_MIN;
        for (int a = 0; a + 1 < n; a++)
            for (int b = 0; b + 1 < n; b++) best = max(best, high[a + 1][b + 1] - mat[a][b]);
        return best;
    }
};
