class Solution {
    public int knapsack(int W, int[] val, int[] wt) {
        int n = val.length;
        // dp[i][c]: best value using the first i items with capacity c
        int[][] dp = new int[n + 1][W + 1];
        for (int i = 1; i <= n; i++) {
            for (int c = 0; c <= W; c++) {
                dp[i][c] = dp[i - 1][c];
                if (wt[i - 1] <= c) dp[i][c] = Math.max(dp[i][c], dp[i - 1][c - wt[i - 1]] + val[i - 1]);
            }
        }
        return dp[n][W];
    }
}
