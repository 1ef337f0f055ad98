class Solution {
    public List<List<Integer>> criticalConnections(int n, List<List<Integer>> connections) {
        int m = connections.size();
        int[] head = new int[n], nxt = new int[2 * m], to = new int[2 * m];
        Arrays.fill(head, -1);
        for (int i = 0; i < m; i++) {
            int a = connections.get(i).get(0), b = connections.get(i).get(1);
            to[2 * i] = b; nxt[2 * i] = head[a]; head[a] = 2 * i;
            to[2 * i + 1] = a; nxt[2 * i + 1] = head[b]; head[b] = 2 * i + 1;
        }
        int[] tin = new int[n], low = new int[n], it = new int[n], pe = new int[n], st = new int[n];
        Arrays.fill(tin, -1);
        List<List<Integer>> res = new ArrayList<>();
        int timer = 0;
        for (int s = 0; s < n; s++) {
            if (tin[s] >= 0) continue;
            int top = 0;
            st[top++] = s;
            tin[s] = low[s] = timer++;
            it[s] = head[s];
            pe[s] = -1;
            while (top > 0) {
                int v = st[top - 1];
                int e = it[v];
                if (e >= 0) {
                    it[v] = nxt[e];
                    if ((e ^ 1) == pe[v]) continue;
                    int u = to[e];
                    if (tin[u] < 0) { tin[u] = low[u] = timer++; pe[u] = e; it[u] = head[u]; st[top++] = u; }
                    else low[v] = Math.min(low[v], tin[u]);
                } else {
                    top--;
                    if (top > 0) {
                        int p = st[top - 1];
                        low[p] = Math.min(low[p], low[v]);
                        if (low[v] > tin[p]) res.add(Arrays.asList(p, v));
                    }
                }
            }
        }
        return res;
    }
}
