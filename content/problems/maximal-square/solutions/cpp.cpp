class Solution {
public:
    int maximalSquare(vector<vector<char>>& matrix) {
        int n = matrix[0].size(), best = 0;
        vector<int> dp(n + 1, 0);
        for (auto& row : matrix) {
            int diag = 0;
            for (int j = 1; j <= n; j++) {
                int up = dp[j];
                dp[j] = row[j - 1] == '1' ? 1 + min({dp[j], dp[j - 1], diag}) : 0;
                diag = up;
                best = max(best, dp[j]);
            }
        }
        return best * best;
    }
};
