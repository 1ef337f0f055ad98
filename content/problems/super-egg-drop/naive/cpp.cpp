class Solution {
public:
    int superEggDrop(int k, int n) {
        // dp[e][f]: moves needed with e eggs and f floors, trying every first floor
        vector<vector<int>> dp(k + 1, vector<int>(n + 1, 0));
        for (int f = 1; f <= n; f++) dp[1][f] = f;
        for (int e = 2; e <= k; e++) {
            for (int f = 1; f <= n; f++) {
                int best = INT_MAX;
                for (int x = 1; x <= f; x++) {
                    int worst = 1 + max(dp[e - 1][x - 1], dp[e][f - x]);
                    best = min(best, worst);
                }
                dp[e][f] = best;
            }
        }
        return dp[k][n];
    }
};
