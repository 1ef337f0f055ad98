class Solution {
    private int[][] memo;
    private int[] a;

    public int matrixMultiplication(int[] arr) {
        a = arr;
        int n = arr.length - 1;
        memo = new int[n + 1][n + 1];
        for (int[] row : memo) Arrays.fill(row, -1);
        return solve(1, n);
    }

    private int solve(int i, int j) {
        if (i >= j) return 0;
        if (memo[i][j] >= 0) return memo[i][j];
        int best = Integer.MAX_VALUE;
        for (int k = i; k < j; k++) best = Math.min(best, solve(i, k) + solve(k + 1, j) + a[i - 1] * a[k] * a[j]);
        return memo[i][j] = best;
    }
}
