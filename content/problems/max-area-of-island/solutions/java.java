class Solution {
    public int maxAreaOfIsland(int[][] grid) {
        int m = grid.length, n = grid[0].length, best = 0;
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        Deque<int[]> stack = new ArrayDeque<>();
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                if (grid[r][c] != 1) continue;
                grid[r][c] = 0;
                stack.push(new int[]{r, c});
                int area = 0;
                while (!stack.isEmpty()) {
                    int[] cell = stack.pop();
                    area++;
                    for (int d = 0; d < 4; d++) {
                        int x = cell[0] + dr[d], y = cell[1] + dc[d];
                        if (x >= 0 && x < m && y >= 0 && y < n && grid[x][y] == 1) {
                            grid[x][y] = 0;
                            stack.push(new int[]{x, y});
                        }
                    }
                }
                best = Math.max(best, area);
            }
        }
        return best;
    }
}
