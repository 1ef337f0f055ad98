class Solution {
    public int[] dfsOfGraph(int V, int[][] adj) {
        boolean[] seen = new boolean[V];
        int[] order = new int[V];
        int count = 0;
        int[] stack = new int[V];
        int[] next = new int[V];
        int top = 0;
        stack[0] = 0;
        next[0] = 0;
        seen[0] = true;
        order[count++] = 0;
        while (top >= 0) {
            int u = stack[top];
            if (next[top] == adj[u].length) {
                top--;
                continue;
            }
            int v = adj[u][next[top]++];
            if (!seen[v]) {
                seen[v] = true;
                order[count++] = v;
                top++;
                stack[top] = v;
                next[top] = 0;
            }
        }
        return Arrays.copyOf(order, count);
    }
}
