class Solution {
    public int[][] nearest(int[][] grid) {
        int n = grid.length, m = grid[0].length;
        int[][] dist = new int[n][m];
        final int INF = Integer.MAX_VALUE / 2;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++)
                dist[i][j] = grid[i][j] == 1 ? 0 : INF;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < m; j++) {
                if (i > 0) dist[i][j] = Math.min(dist[i][j], dist[i - 1][j] + 1);
                if (j > 0) dist[i][j] = Math.min(dist[i][j], dist[i][j - 1] + 1);
            }
        for (int i = n - 1; i >= 0; i--)
            for (int j = m - 1; j >= 0; j--) {
                if (i < n - 1) dist[i][j] = Math.min(dist[i][j], dist[i + 1][j] + 1);
                if (j < m - 1) dist[i][j] = Math.min(dist[i][j], dist[i][j + 1] + 1);
            }
        return dist;
    }
}
