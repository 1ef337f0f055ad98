class Solution {
    public boolean isCycle(int V, int[][] adj) {
        int[] parent = new int[V];
        Arrays.fill(parent, -2);
        int[] queue = new int[V];
        for (int s = 0; s < V; s++) {
            if (parent[s] != -2) continue;
            parent[s] = -1;
            int head = 0, tail = 0;
            queue[tail++] = s;
            while (head < tail) {
                int u = queue[head++];
                for (int v : adj[u]) {
                    if (parent[v] == -2) {
                        parent[v] = u;
                        queue[tail++] = v;
                    } else if (v != parent[u]) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
