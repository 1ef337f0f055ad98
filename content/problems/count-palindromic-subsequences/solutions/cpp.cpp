class Solution {
public:
    long long countPS(string s) {
        const long long MOD = 1000000007LL;
        int n = s.size();
        vector<vector<long long>> dp(n, vector<long long>(n, 0));
        for (int i = n - 1; i >= 0; i--) {
            dp[i][i] = 1;
            for (int j = i + 1; j < n; j++) {
                if (s[i] == s[j]) dp[i][j] = (dp[i + 1][j] + dp[i][j - 1] + 1) % MOD;
                else {
                    long long inner = j - 1 >= i + 1 ? dp[i + 1][j - 1] : 0;
                    dp[i][j] = ((dp[i + 1][j] + dp[i][j - 1] - inner) % MOD + MOD) % MOD;
                }
            }
        }
        return dp[0][n - 1];
    }
};
