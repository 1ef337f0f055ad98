class Solution {
    public int uniquePathsWithObstacles(int[][] obstacleGrid) {
        int n = obstacleGrid[0].length;
        long[] row = new long[n];
        row[0] = obstacleGrid[0][0] == 1 ? 0 : 1;
        for (int[] g : obstacleGrid) {
            for (int c = 0; c < n; c++) {
                if (g[c] == 1) row[c] = 0;
                else if (c > 0) row[c] += row[c - 1];
            }
        }
        return (int) row[n - 1];
    }
}
