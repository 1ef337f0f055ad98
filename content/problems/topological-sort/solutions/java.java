class Solution {
    public int[] topoSort(int V, int[][] adj) {
        int[] indeg = new int[V];
        for (int[] list : adj)
            for (int v : list) indeg[v]++;
        int[] order = new int[V];
        int tail = 0;
        for (int u = 0; u < V; u++)
            if (indeg[u] == 0) order[tail++] = u;
        for (int head = 0; head < tail; head++)
            for (int v : adj[order[head]])
                if (--indeg[v] == 0) order[tail++] = v;
        return order;
    }
}
