class Solution {
    public int totalCost(int[][] cost) {
        int n = cost.length;
        if (n == 1) return 0;
        int full = 1 << n;
        final int INF = Integer.MAX_VALUE / 2;
        int[] dp = new int[full * n];
        Arrays.fill(dp, INF);
        dp[n] = 0;  // mask 1, city 0
        for (int mask = 1; mask < full; mask += 2) {
            for (int j = 0; j < n; j++) {
                int cur = dp[mask * n + j];
                if (cur >= INF) continue;
                for (int k = 1; k < n; k++) {
                    if ((mask >> k & 1) != 0) continue;
                    int idx = (mask | 1 << k) * n + k;
                    if (cur + cost[j][k] < dp[idx]) dp[idx] = cur + cost[j][k];
                }
            }
        }
        int best = INF;
        for (int j = 1; j < n; j++) best = Math.min(best, dp[(full - 1) * n + j] + cost[j][0]);
        return best;
    }
}
