class Solution {
    public int kosaraju(int V, int[][] adj) {
        boolean[] seen = new boolean[V];
        int[] finish = new int[V];
        int nf = 0;
        int[] stack = new int[V];
        int[] next = new int[V];
        for (int s = 0; s < V; s++) {
            if (seen[s]) continue;
            int top = 0;
            stack[0] = s;
            next[0] = 0;
            seen[s] = true;
            while (top >= 0) {
                int u = stack[top];
                if (next[top] < adj[u].length) {
                    int v = adj[u][next[top]++];
                    if (!seen[v]) {
                        seen[v] = true;
                        top++;
                        stack[top] = v;
                        next[top] = 0;
                    }
                } else {
                    finish[nf++] = u;
                    top--;
                }
            }
        }
        int[] rdeg = new int[V + 1];
        for (int[] list : adj)
            for (int v : list) rdeg[v + 1]++;
        for (int i = 0; i < V; i++) rdeg[i + 1] += rdeg[i];
        int[] radj = new int[rdeg[V]];
        int[] fill = Arrays.copyOf(rdeg, V);
        for (int u = 0; u < V; u++)
            for (int v : adj[u]) radj[fill[v]++] = u;
        boolean[] done = new boolean[V];
        int count = 0;
        for (int k = V - 1; k >= 0; k--) {
            int s = finish[k];
            if (done[s]) continue;
            count++;
            done[s] = true;
            int top = 0;
            stack[0] = s;
            while (top >= 0) {
                int u = stack[top--];
                for (int e = rdeg[u]; e < rdeg[u + 1]; e++) {
                    int v = radj[e];
                    if (!done[v]) {
                        done[v] = true;
                        stack[++top] = v;
                    }
                }
            }
        }
        return count;
    }
}
