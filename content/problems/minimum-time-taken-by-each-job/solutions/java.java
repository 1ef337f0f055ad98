class Solution {
    public int[] minimumTime(int n, int[][] edges) {
        int E = edges.length;
        int[] head = new int[n + 1], next = new int[E], indeg = new int[n + 1], time = new int[n + 1];
        Arrays.fill(head, -1);
        for (int i = 0; i < E; i++) {
            next[i] = head[edges[i][0]];
            head[edges[i][0]] = i;
            indeg[edges[i][1]]++;
        }
        int[] queue = new int[n];
        int tail = 0;
        for (int u = 1; u <= n; u++) {
            time[u] = 1;
            if (indeg[u] == 0) queue[tail++] = u;
        }
        for (int h = 0; h < tail; h++) {
            int u = queue[h];
            for (int e = head[u]; e >= 0; e = next[e]) {
                int v = edges[e][1];
                time[v] = Math.max(time[v], time[u] + 1);
                if (--indeg[v] == 0) queue[tail++] = v;
            }
        }
        return Arrays.copyOfRange(time, 1, n + 1);
    }
}
