class Solution {
    public int minimumCost(int n, int w, int[] cost) {
        final long INF = Long.MAX_VALUE / 4;
        long[] best = new long[w + 1];
        java.util.Arrays.fill(best, INF);
        best[0] = 0;
        for (int i = 0; i < n; i++) {
            if (cost[i] == -1) continue;
            int s = i + 1;
            for (int t = s; t <= w; t++) best[t] = Math.min(best[t], best[t - s] + cost[i]);
        }
        return best[w] >= INF ? -1 : (int) best[w];
    }
}
