class Solution {
    public int[] bfsOfGraph(int V, int[][] adj) {
        boolean[] seen = new boolean[V];
        int[] queue = new int[V];
        int head = 0, tail = 0;
        queue[tail++] = 0;
        seen[0] = true;
        while (head < tail) {
            int u = queue[head++];
            for (int v : adj[u]) {
                if (!seen[v]) {
                    seen[v] = true;
                    queue[tail++] = v;
                }
            }
        }
        return Arrays.copyOf(queue, tail);
    }
}
