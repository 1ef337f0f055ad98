class Solution {
    public int coinChange(int[] coins, int amount) {
        int inf = amount + 1;
        int[] dp = new int[amount + 1];
        Arrays.fill(dp, inf);
        dp[0] = 0;
        for (int c : coins) {
            if (c > amount) continue;
            for (int a = c; a <= amount; a++) dp[a] = Math.min(dp[a], dp[a - c] + 1);
        }
        return dp[amount] >= inf ? -1 : dp[amount];
    }
}
