class Solution {
    private int[] c;
    private int[][] memo;

    public int minCost(int n, int[] cuts) {
        int m = cuts.length + 2;
        c = new int[m];
        c[m - 1] = n;
        int[] sorted = cuts.clone();
        Arrays.sort(sorted);
        System.arraycopy(sorted, 0, c, 1, cuts.length);
        memo = new int[m][m];
        for (int[] row : memo) Arrays.fill(row, -1);
        return solve(0, m - 1);
    }

    // cheapest way to make every cut strictly between c[i] and c[j]
    private int solve(int i, int j) {
        if (j - i < 2) return 0;
        if (memo[i][j] >= 0) return memo[i][j];
        int best = Integer.MAX_VALUE;
        for (int k = i + 1; k < j; k++) best = Math.min(best, solve(i, k) + solve(k, j));
        return memo[i][j] = best + c[j] - c[i];
    }
}
