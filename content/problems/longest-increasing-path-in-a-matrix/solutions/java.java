class Solution {
    public int longestIncreasingPath(int[][] matrix) {
        int m = matrix.length, n = matrix[0].length;
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        int[][] outDeg = new int[m][n];
        ArrayDeque<int[]> layer = new ArrayDeque<>();
        for (int r = 0; r < m; r++) {
            for (int c = 0; c < n; c++) {
                for (int k = 0; k < 4; k++) {
                    int nr = r + dr[k], nc = c + dc[k];
                    if (nr >= 0 && nc >= 0 && nr < m && nc < n && matrix[nr][nc] > matrix[r][c]) outDeg[r][c]++;
                }
                if (outDeg[r][c] == 0) layer.add(new int[] {r, c});
            }
        }
        int length = 0;
        while (!layer.isEmpty()) {
            length++;
            ArrayDeque<int[]> next = new ArrayDeque<>();
            for (int[] cell : layer) {
                int r = cell[0], c = cell[1];
                for (int k = 0; k < 4; k++) {
                    int nr = r + dr[k], nc = c + dc[k];
                    if (nr >= 0 && nc >= 0 && nr < m && nc < n && matrix[nr][nc] < matrix[r][c]) {
                        if (--outDeg[nr][nc] == 0) next.add(new int[] {nr, nc});
                    }
                }
            }
            layer = next;
        }
        return length;
    }
}
