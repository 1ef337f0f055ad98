class Solution {
    public long countTriangles(int V, int[][] edges, boolean directed) {
        int m = edges.length;
        long[] keys = new long[m];
        for (int i = 0; i < m; i++) {
            int u = edges[i][0], v = edges[i][1];
            int a = Math.min(u, v), b = Math.max(u, v);
            int bit = directed ? (u < v ? 1 : 2) : 3;
            keys[i] = ((long) a * V + b) * 4 + bit;
        }
        Arrays.sort(keys);
        int[] ea = new int[m], eb = new int[m], ebits = new int[m];
        int k = 0;
        for (int i = 0; i < m; i++) {
            long pair = keys[i] / 4;
            int bit = (int) (keys[i] % 4);
            if (k > 0 && (long) ea[k - 1] * V + eb[k - 1] == pair) {
                ebits[k - 1] |= bit;
            } else {
                ea[k] = (int) (pair / V);
                eb[k] = (int) (pair % V);
                ebits[k] = bit;
                k++;
            }
        }
        int[] deg = new int[V];
        for (int i = 0; i < k; i++) { deg[ea[i]]++; deg[eb[i]]++; }
        int[] start = new int[V + 1];
        int[] from = new int[k];
        for (int i = 0; i < k; i++) {
            int x = ea[i], y = eb[i];
            from[i] = (deg[x] < deg[y] || (deg[x] == deg[y] && x < y)) ? x : y;
            start[from[i] + 1]++;
        }
        for (int i = 0; i < V; i++) start[i + 1] += start[i];
        int[] fill = Arrays.copyOf(start, V);
        int[] to = new int[k], tb = new int[k];
        for (int i = 0; i < k; i++) {
            int p = fill[from[i]]++;
            to[p] = from[i] == ea[i] ? eb[i] : ea[i];
            tb[p] = ebits[i];
        }
        int[] mark = new int[V], markBits = new int[V];
        Arrays.fill(mark, -1);
        long count = 0;
        for (int u = 0; u < V; u++) {
            for (int p = start[u]; p < start[u + 1]; p++) { mark[to[p]] = u; markBits[to[p]] = tb[p]; }
            for (int p = start[u]; p < start[u + 1]; p++) {
                int v = to[p], buv = tb[p];
                for (int q = start[v]; q < start[v + 1]; q++) {
                    int w = to[q];
                    if (mark[w] != u) continue;
                    if (!directed) { count++; continue; }
                    int bvw = tb[q], buw = markBits[w];
                    if (has(u, v, buv) && has(v, w, bvw) && has(w, u, buw)) count++;
                    if (has(u, w, buw) && has(w, v, bvw) && has(v, u, buv)) count++;
                }
            }
        }
        return count;
    }

    private static boolean has(int x, int y, int b) {
        return x < y ? (b & 1) != 0 : (b & 2) != 0;
    }
}
