class Solution {
    public int maxAreaEqualZeroOne(int[][] mat) {
        int R = mat.length, C = mat[0].length;
        int off = R * C;
        int[] firstAt = new int[2 * off + 1], stamp = new int[2 * off + 1], col = new int[C];
        int round = 0, best = 0;
        for (int top = 0; top < R; top++) {
            java.util.Arrays.fill(col, 0);
            for (int bottom = top; bottom < R; bottom++) {
                round++;
                int h = bottom - top + 1, s = 0;
                stamp[off] = round;
                firstAt[off] = -1;
                int[] row = mat[bottom];
                for (int c = 0; c < C; c++) {
                    col[c] += row[c] == 1 ? 1 : -1;
                    s += col[c];
                    int key = s + off;
                    if (stamp[key] != round) {
                        stamp[key] = round;
                        firstAt[key] = c;
                    } else {
                        best = Math.max(best, h * (c - firstAt[key]));
                    }
                }
            }
        }
        return best;
    }
}
