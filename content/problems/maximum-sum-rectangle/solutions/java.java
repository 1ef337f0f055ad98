class Solution {
    public int maximumSumRectangle(int[][] mat) {
        int R = mat.length, C = mat[0].length;
        int best = Integer.MIN_VALUE;
        int[] col = new int[C];
        for (int top = 0; top < R; top++) {
            java.util.Arrays.fill(col, 0);
            for (int bottom = top; bottom < R; bottom++) {
                int[] row = mat[bottom];
                int cur = 0;
                for (int c = 0; c < C; c++) {
                    col[c] += row[c];
                    cur = (c > 0 && cur > 0) ? cur + col[c] : col[c];
                    if (cur > best) best = cur;
                }
            }
        }
        return best;
    }
}
