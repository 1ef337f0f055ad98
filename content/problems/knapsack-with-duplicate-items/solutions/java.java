class Solution {
    public int knapSack(int W, int[] val, int[] wt) {
        int[] best = new int[W + 1];
        for (int i = 0; i < val.length; i++)
            for (int c = wt[i]; c <= W; c++) best[c] = Math.max(best[c], best[c - wt[i]] + val[i]);
        return best[W];
    }
}
