class Solution {
    public int[][] searchWord(char[][] grid, String word) {
        int R = grid.length, C = grid[0].length, L = word.length();
        int[] dr = {-1, -1, -1, 0, 0, 1, 1, 1};
        int[] dc = {-1, 0, 1, -1, 1, -1, 0, 1};
        List<int[]> res = new ArrayList<>();
        for (int r = 0; r < R; r++)
            for (int c = 0; c < C; c++) {
                if (grid[r][c] != word.charAt(0)) continue;
                for (int d = 0; d < 8; d++) {
                    int k = 1;
                    while (k < L) {
                        int y = r + k * dr[d], x = c + k * dc[d];
                        if (y < 0 || y >= R || x < 0 || x >= C || grid[y][x] != word.charAt(k)) break;
                        k++;
                    }
                    if (k == L) {
                        res.add(new int[] {r, c});
                        break;
                    }
                }
            }
        return res.toArray(new int[0][]);
    }
}
