class Solution {
    public int numIslands(char[][] grid) {
        int n = grid.length, m = grid[0].length, count = 0;
        int[] stack = new int[n * m];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < m; j++) {
                if (grid[i][j] != '1') continue;
                count++;
                grid[i][j] = '0';
                int top = 0;
                stack[top++] = i * m + j;
                while (top > 0) {
                    int cell = stack[--top];
                    int r = cell / m, c = cell % m;
                    for (int dr = -1; dr <= 1; dr++)
                        for (int dc = -1; dc <= 1; dc++) {
                            int nr = r + dr, nc = c + dc;
                            if (nr < 0 || nc < 0 || nr >= n || nc >= m || grid[nr][nc] != '1') continue;
                            grid[nr][nc] = '0';
                            stack[top++] = nr * m + nc;
                        }
                }
            }
        }
        return count;
    }
}
