class Solution {
    private char[][] g;
    private String w;
    private boolean[][] used;
    private int R, C, L;
    private static final int[] DR = {1, -1, 0, 0}, DC = {0, 0, 1, -1};

    private int dfs(int r, int c, int k) {
        if (k == L - 1) return 1;
        used[r][c] = true;
        int total = 0;
        for (int d = 0; d < 4; d++) {
            int y = r + DR[d], x = c + DC[d];
            if (y >= 0 && y < R && x >= 0 && x < C && !used[y][x] && g[y][x] == w.charAt(k + 1)) total += dfs(y, x, k + 1);
        }
        used[r][c] = false;
        return total;
    }

    public int countWord(char[][] grid, String word) {
        g = grid;
        w = word;
        R = grid.length;
        C = grid[0].length;
        L = word.length();
        used = new boolean[R][C];
        int count = 0;
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++)
                if (grid[r][c] == word.charAt(0)) count += dfs(r, c, 0);
        return count;
    }
}
