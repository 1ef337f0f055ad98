class Solution {
    public boolean twoCliques(int V, int[][] edges) {
        boolean[][] adj = new boolean[V][V];
        for (int[] e : edges) adj[e[0]][e[1]] = adj[e[1]][e[0]] = true;
        int[] colour = new int[V];
        Arrays.fill(colour, -1);
        int[] queue = new int[V];
        for (int s = 0; s < V; s++) {
            if (colour[s] >= 0) continue;
            colour[s] = 0;
            int head = 0, tail = 0;
            queue[tail++] = s;
            while (head < tail) {
                int u = queue[head++];
                for (int v = 0; v < V; v++) {
                    if (v == u || adj[u][v]) continue;
                    if (colour[v] < 0) {
                        colour[v] = 1 - colour[u];
                        queue[tail++] = v;
                    } else if (colour[v] == colour[u]) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
