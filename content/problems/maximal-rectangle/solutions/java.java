class Solution {
    public int maximalRectangle(char[][] matrix) {
        int cols = matrix[0].length, best = 0;
        int[] h = new int[cols + 1];
        int[] st = new int[cols + 1];
        for (char[] row : matrix) {
            for (int j = 0; j < cols; j++) h[j] = row[j] == '1' ? h[j] + 1 : 0;
            int top = 0;
            for (int j = 0; j <= cols; j++) {
                while (top > 0 && h[st[top - 1]] >= h[j]) {
                    int height = h[st[--top]];
                    int left = top == 0 ? 0 : st[top - 1] + 1;
                    best = Math.max(best, height * (j - left));
                }
                st[top++] = j;
            }
        }
        return best;
    }
}
