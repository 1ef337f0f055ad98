class Solution {
    private int m, n;

    public boolean exist(char[][] board, String word) {
        m = board.length;
        n = board[0].length;
        int[] have = new int[128], need = new int[128];
        for (char[] row : board) for (char ch : row) have[ch]++;
        for (char ch : word.toCharArray()) need[ch]++;
        for (int ch = 0; ch < 128; ch++) if (need[ch] > have[ch]) return false;
        char[] w = word.toCharArray();
        if (have[w[0]] > have[w[w.length - 1]]) {
            for (int i = 0, j = w.length - 1; i < j; i++, j--) {
                char t = w[i];
                w[i] = w[j];
                w[j] = t;
            }
        }
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++)
                if (dfs(board, w, r, c, 0)) return true;
        return false;
    }

    private boolean dfs(char[][] board, char[] w, int r, int c, int k) {
        if (r < 0 || c < 0 || r >= m || c >= n || board[r][c] != w[k]) return false;
        if (k == w.length - 1) return true;
        char saved = board[r][c];
        board[r][c] = '#';
        boolean found = dfs(board, w, r + 1, c, k + 1) || dfs(board, w, r - 1, c, k + 1)
                || dfs(board, w, r, c + 1, k + 1) || dfs(board, w, r, c - 1, k + 1);
        board[r][c] = saved;
        return found;
    }
}
