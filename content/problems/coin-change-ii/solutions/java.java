class Solution {
    public int change(int amount, int[] coins) {
        // long arithmetic wraps modulo 2^64, which keeps the (32-bit) final answer exact
        long[] dp = new long[amount + 1];
        dp[0] = 1;
        for (int c : coins) {
            for (int a = c; a <= amount; a++) dp[a] += dp[a - c];
        }
        return (int) dp[amount];
    }
}
