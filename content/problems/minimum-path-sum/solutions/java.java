class Solution {
    public int minPathSum(int[][] grid) {
        int m = grid.length, n = grid[0].length;
        int[] row = new int[n];
        Arrays.fill(row, Integer.MAX_VALUE);
        row[0] = 0;
        for (int r = 0; r < m; r++) {
            row[0] += grid[r][0];
            for (int c = 1; c < n; c++) row[c] = grid[r][c] + Math.min(row[c], row[c - 1]);
        }
        return row[n - 1];
    }
}
