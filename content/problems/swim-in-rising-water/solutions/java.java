class Solution {
    public int swimInWater(int[][] grid) {
        int n = grid.length;
        boolean[][] seen = new boolean[n][n];
        PriorityQueue<int[]> pq = new PriorityQueue<>((a, b) -> Integer.compare(a[0], b[0]));
        pq.offer(new int[]{grid[0][0], 0, 0});
        seen[0][0] = true;
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        while (!pq.isEmpty()) {
            int[] top = pq.poll();
            int t = top[0], r = top[1], c = top[2];
            if (r == n - 1 && c == n - 1) return t;
            for (int d = 0; d < 4; d++) {
                int x = r + dr[d], y = c + dc[d];
                if (x >= 0 && x < n && y >= 0 && y < n && !seen[x][y]) {
                    seen[x][y] = true;
                    pq.offer(new int[]{Math.max(t, grid[x][y]), x, y});
                }
            }
        }
        return -1;
    }
}
