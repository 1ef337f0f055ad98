class Solution {
    public int minimumEdgeReversal(int[][] edges, int n, int src, int dst) {
        int m = edges.length;
        int[] head = new int[n + 1], next = new int[2 * m], to = new int[2 * m], cost = new int[2 * m];
        Arrays.fill(head, -1);
        for (int i = 0; i < m; i++) {
            int u = edges[i][0], v = edges[i][1];
            to[2 * i] = v; cost[2 * i] = 0; next[2 * i] = head[u]; head[u] = 2 * i;
            to[2 * i + 1] = u; cost[2 * i + 1] = 1; next[2 * i + 1] = head[v]; head[v] = 2 * i + 1;
        }
        int[] dist = new int[n + 1];
        Arrays.fill(dist, Integer.MAX_VALUE);
        dist[src] = 0;
        ArrayDeque<Integer> dq = new ArrayDeque<>();
        dq.add(src);
        while (!dq.isEmpty()) {
            int u = dq.pollFirst();
            for (int e = head[u]; e >= 0; e = next[e]) {
                int v = to[e], nd = dist[u] + cost[e];
                if (nd < dist[v]) {
                    dist[v] = nd;
                    if (cost[e] == 0) dq.addFirst(v);
                    else dq.addLast(v);
                }
            }
        }
        return dist[dst] == Integer.MAX_VALUE ? -1 : dist[dst];
    }
}
