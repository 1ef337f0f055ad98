class Solution {
    public int maximumPath(int[][] mat) {
        int n = mat.length;
        int[] prev = mat[0].clone(), cur = new int[n];
        for (int r = 1; r < n; r++) {
            for (int c = 0; c < n; c++) {
                int m = prev[c];
                if (c > 0) m = Math.max(m, prev[c - 1]);
                if (c + 1 < n) m = Math.max(m, prev[c + 1]);
                cur[c] = mat[r][c] + m;
            }
            int[] t = prev;
            prev = cur;
            cur = t;
        }
        int best = 0;
        for (int v : prev) best = Math.max(best, v);
        return best;
    }
}
