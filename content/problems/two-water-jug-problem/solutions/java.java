class Solution {
    public int minSteps(int m, int n, int d) {
        boolean[][] seen = new boolean[m + 1][n + 1];
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        queue.add(new int[] {0, 0, 0});
        seen[0][0] = true;
        while (!queue.isEmpty()) {
            int[] s = queue.poll();
            int a = s[0], b = s[1];
            if (a == d || b == d) return s[2];
            int t1 = Math.min(a, n - b), t2 = Math.min(b, m - a);
            int[][] nexts = {{m, b}, {a, n}, {0, b}, {a, 0}, {a - t1, b + t1}, {a + t2, b - t2}};
            for (int[] x : nexts) {
                if (!seen[x[0]][x[1]]) {
                    seen[x[0]][x[1]] = true;
                    queue.add(new int[] {x[0], x[1], s[2] + 1});
                }
            }
        }
        return -1;
    }
}
