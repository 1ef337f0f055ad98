class Solution {
    public int optimalSearchTree(int[] keys, int[] freq) {
        int n = keys.length;
        int[] pre = new int[n + 1];
        for (int i = 0; i < n; i++) pre[i + 1] = pre[i] + freq[i];
        int[][] cost = new int[n + 1][n + 1];
        for (int len = 1; len <= n; len++) {
            for (int i = 0; i + len <= n; i++) {
                int j = i + len, best = Integer.MAX_VALUE;
                for (int r = i; r < j; r++) best = Math.min(best, cost[i][r] + cost[r + 1][j]);
                cost[i][j] = best + pre[j] - pre[i];
            }
        }
        return cost[0][n];
    }
}
