class Solution {
    public boolean isCyclic(int V, int[][] adj) {
        int[] indeg = new int[V];
        for (int[] list : adj)
            for (int v : list) indeg[v]++;
        int[] queue = new int[V];
        int tail = 0;
        for (int u = 0; u < V; u++)
            if (indeg[u] == 0) queue[tail++] = u;
        for (int head = 0; head < tail; head++)
            for (int v : adj[queue[head]])
                if (--indeg[v] == 0) queue[tail++] = v;
        return tail < V;
    }
}
