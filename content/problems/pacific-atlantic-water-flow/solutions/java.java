class Solution {
    private int m, n;
    private int[][] h;

    private boolean[][] fill(List<int[]> starts) {
        boolean[][] seen = new boolean[m][n];
        Deque<int[]> stack = new ArrayDeque<>();
        for (int[] s : starts) {
            if (!seen[s[0]][s[1]]) {
                seen[s[0]][s[1]] = true;
                stack.push(s);
            }
        }
        int[] dr = {1, -1, 0, 0}, dc = {0, 0, 1, -1};
        while (!stack.isEmpty()) {
            int[] cell = stack.pop();
            for (int d = 0; d < 4; d++) {
                int x = cell[0] + dr[d], y = cell[1] + dc[d];
                if (x >= 0 && x < m && y >= 0 && y < n && !seen[x][y] && h[x][y] >= h[cell[0]][cell[1]]) {
                    seen[x][y] = true;
                    stack.push(new int[]{x, y});
                }
            }
        }
        return seen;
    }

    public List<List<Integer>> pacificAtlantic(int[][] heights) {
        h = heights;
        m = heights.length;
        n = heights[0].length;
        List<int[]> ps = new ArrayList<>(), as = new ArrayList<>();
        for (int c = 0; c < n; c++) { ps.add(new int[]{0, c}); as.add(new int[]{m - 1, c}); }
        for (int r = 0; r < m; r++) { ps.add(new int[]{r, 0}); as.add(new int[]{r, n - 1}); }
        boolean[][] pac = fill(ps), atl = fill(as);
        List<List<Integer>> out = new ArrayList<>();
        for (int r = 0; r < m; r++)
            for (int c = 0; c < n; c++)
                if (pac[r][c] && atl[r][c]) out.add(Arrays.asList(r, c));
        return out;
    }
}
