class Solution {
    public int maxGold(int n, int m, int[][] M) {
        int[] next = new int[n], cur = new int[n];
        for (int i = 0; i < n; i++) next[i] = M[i][m - 1];
        for (int j = m - 2; j >= 0; j--) {
            for (int i = 0; i < n; i++) {
                int b = next[i];
                if (i > 0) b = Math.max(b, next[i - 1]);
                if (i < n - 1) b = Math.max(b, next[i + 1]);
                cur[i] = M[i][j] + b;
            }
            int[] t = next; next = cur; cur = t;
        }
        int best = 0;
        for (int v : next) best = Math.max(best, v);
        return best;
    }
}
