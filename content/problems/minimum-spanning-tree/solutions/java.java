class Solution {
    public int spanningTree(int V, int[][] edges) {
        // Prim with an array: O(V^2), good for dense graphs
        int[][] w = new int[V][V];
        for (int[] row : w) Arrays.fill(row, Integer.MAX_VALUE);
        for (int[] e : edges) {
            w[e[0]][e[1]] = Math.min(w[e[0]][e[1]], e[2]);
            w[e[1]][e[0]] = Math.min(w[e[1]][e[0]], e[2]);
        }
        int[] best = new int[V];
        Arrays.fill(best, Integer.MAX_VALUE);
        boolean[] in = new boolean[V];
        best[0] = 0;
        int total = 0;
        for (int step = 0; step < V; step++) {
            int u = -1;
            for (int v = 0; v < V; v++) if (!in[v] && (u < 0 || best[v] < best[u])) u = v;
            in[u] = true;
            total += best[u];
            for (int v = 0; v < V; v++) if (!in[v] && w[u][v] < best[v]) best[v] = w[u][v];
        }
        return total;
    }
}
