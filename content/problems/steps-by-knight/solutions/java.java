class Solution {
    public int minStepToReachTarget(int[] knightPos, int[] targetPos, int n) {
        int start = (knightPos[0] - 1) * n + (knightPos[1] - 1);
        int goal = (targetPos[0] - 1) * n + (targetPos[1] - 1);
        if (start == goal) return 0;
        int[] dr = {1, 2, 2, 1, -1, -2, -2, -1}, dc = {2, 1, -1, -2, -2, -1, 1, 2};
        int[] dist = new int[n * n];
        Arrays.fill(dist, -1);
        int[] queue = new int[n * n];
        int head = 0, tail = 0;
        queue[tail++] = start;
        dist[start] = 0;
        while (head < tail) {
            int cell = queue[head++], r = cell / n, c = cell % n;
            for (int k = 0; k < 8; k++) {
                int nr = r + dr[k], nc = c + dc[k];
                if (nr < 0 || nc < 0 || nr >= n || nc >= n) continue;
                int next = nr * n + nc;
                if (dist[next] >= 0) continue;
                dist[next] = dist[cell] + 1;
                if (next == goal) return dist[next];
                queue[tail++] = next;
            }
        }
        return -1;
    }
}
