class Solution {
    private int[] parent;

    private int find(int x) {
        while (parent[x] != x) x = parent[x] = parent[parent[x]];
        return x;
    }

    public boolean isBipartite(int[][] graph) {
        // union-find: all neighbours of u belong together, and never with u itself
        int n = graph.length;
        parent = new int[n];
        for (int i = 0; i < n; i++) parent[i] = i;
        for (int u = 0; u < n; u++) {
            for (int v : graph[u]) {
                if (find(u) == find(v)) return false;
                parent[find(v)] = find(graph[u][0]);
            }
        }
        return true;
    }
}
