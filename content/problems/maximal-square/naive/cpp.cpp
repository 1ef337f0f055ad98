class Solution {
public:
    int maximalSquare(vector<vector<char>>& matrix) {
        int m = matrix.size(), n = matrix[0].size(), best = 0;
        for (int i = 0; i < m; i++)
            for (int j = 0; j < n; j++)
                for (int k = 1; i + k <= m && j + k <= n; k++) {
                    bool ok = true;
                    for (int a = i; a < i + k && ok; a++)
                        for (int b = j; b < j + k; b++)
                            if (matrix[a][b] != '1') { ok = false; break; }
                    if (!ok) break;
                    best = max(best, k);
                }
        return best * best;
    }
};
