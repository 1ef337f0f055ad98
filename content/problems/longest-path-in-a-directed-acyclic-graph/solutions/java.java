class Solution {
    public int[] longestPath(int V, int[][] edges, int src) {
        int E = edges.length;
        int[] head = new int[V], next = new int[E], indeg = new int[V];
        Arrays.fill(head, -1);
        for (int i = 0; i < E; i++) {
            next[i] = head[edges[i][0]];
            head[edges[i][0]] = i;
            indeg[edges[i][1]]++;
        }
        int[] order = new int[V];
        int tail = 0;
        for (int u = 0; u < V; u++)
            if (indeg[u] == 0) order[tail++] = u;
        for (int h = 0; h < tail; h++)
            for (int e = head[order[h]]; e >= 0; e = next[e])
                if (--indeg[edges[e][1]] == 0) order[tail++] = edges[e][1];
        int[] best = new int[V];
        Arrays.fill(best, -1);
        best[src] = 0;
        for (int h = 0; h < V; h++) {
            int u = order[h];
            if (best[u] < 0) continue;
            for (int e = head[u]; e >= 0; e = next[e])
                best[edges[e][1]] = Math.max(best[edges[e][1]], best[u] + edges[e][2]);
        }
        return best;
    }
}
