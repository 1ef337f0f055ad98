class Solution {
public:
    int matrixMultiplication(vector<int>& arr) {
        int n = arr.size() - 1;
        vector<vector<long long>> dp(n + 1, vector<long long>(n + 1, 0));
        for (int len = 2; len <= n; len++)
            for (int i = 1; i + len - 1 <= n; i++) {
                int j = i + len - 1;
                long long best = LLONG_MAX;
                for (int k = i; k < j; k++)
                    best = min(best, dp[i][k] + dp[k + 1][j] + (long long)arr[i - 1] * arr[k] * arr[j]);
                dp[i][j] = best;
            }
        return (int)dp[1][n];
    }
};
