class Solution {
    public int maximalSquare(char[][] matrix) {
        int n = matrix[0].length, best = 0;
        int[] dp = new int[n + 1];
        for (char[] row : matrix) {
            int diag = 0;
            for (int j = 1; j <= n; j++) {
                int up = dp[j];
                dp[j] = row[j - 1] == '1' ? 1 + Math.min(Math.min(dp[j], dp[j - 1]), diag) : 0;
                diag = up;
                best = Math.max(best, dp[j]);
            }
        }
        return best * best;
    }
}
