class Solution {
    public int snakesAndLadders(int[][] board) {
        int n = board.length, last = n * n;
        int[] dist = new int[last + 1];
        Arrays.fill(dist, -1);
        dist[1] = 0;
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.add(1);
        while (!q.isEmpty()) {
            int cur = q.poll();
            if (cur == last) return dist[cur];
            for (int nxt = cur + 1; nxt <= Math.min(cur + 6, last); nxt++) {
                int row = (nxt - 1) / n, rem = (nxt - 1) % n;
                int c = row % 2 == 0 ? rem : n - 1 - rem;
                int v = board[n - 1 - row][c];
                int dest = v == -1 ? nxt : v;
                if (dist[dest] < 0) { dist[dest] = dist[cur] + 1; q.add(dest); }
            }
        }
        return -1;
    }
}
