class Solution {
    public int findMaxValue(int[][] mat) {
        int n = mat.length;
        int[][] low = new int[n][n];
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                if (i > 0 && j > 0) best = Math.max(best, mat[i][j] - low[i - 1][j - 1]);
                int v = mat[i][j];
                if (i > 0) v = Math.min(v, low[i - 1][j]);
                if (j > 0) v = Math.min(v, low[i][j - 1]);
                low[i][j] = v;
            }
        return best;
    }
}
