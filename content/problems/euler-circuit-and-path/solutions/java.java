class Solution {
    public int isEulerCircuit(int V, int[][] adj) {
        int start = 0;
        while (start < V && adj[start].length == 0) start++;
        boolean[] seen = new boolean[V];
        int[] stack = new int[V];
        int top = 0;
        stack[top++] = start;
        seen[start] = true;
        while (top > 0) {
            int u = stack[--top];
            for (int v : adj[u]) {
                if (!seen[v]) {
                    seen[v] = true;
                    stack[top++] = v;
                }
            }
        }
        int odd = 0;
        for (int u = 0; u < V; u++) {
            if (adj[u].length > 0 && !seen[u]) return 0;
            odd += adj[u].length % 2;
        }
        return odd == 0 ? 2 : odd == 2 ? 1 : 0;
    }
}
