class Solution {
    public int maxCoins(int[] nums) {
        int m = nums.length + 2;
        int[] a = new int[m];
        a[0] = a[m - 1] = 1;
        for (int i = 0; i < nums.length; i++) a[i + 1] = nums[i];
        int[][] dp = new int[m][m];
        for (int len = 2; len < m; len++) {
            for (int l = 0; l + len < m; l++) {
                int r = l + len, best = 0;
                for (int k = l + 1; k < r; k++) best = Math.max(best, dp[l][k] + a[l] * a[k] * a[r] + dp[k][r]);
                dp[l][r] = best;
            }
        }
        return dp[0][m - 1];
    }
}
