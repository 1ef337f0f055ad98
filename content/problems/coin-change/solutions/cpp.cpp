class Solution {
public:
    int coinChange(vector<int>& coins, int amount) {
        const int INF = amount + 1;
        vector<int> dp(amount + 1, INF);
        dp[0] = 0;
        for (int c : coins) {
            if (c > amount) continue;
            for (int a = c; a <= amount; a++) dp[a] = min(dp[a], dp[a - c] + 1);
        }
        return dp[amount] >= INF ? -1 : dp[amount];
    }
};
