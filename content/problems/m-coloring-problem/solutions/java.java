class Solution {
    private int n, colours;
    private List<List<Integer>> adj;
    private Integer[] order;
    private int[] colour;

    private boolean place(int i, int used) {
        if (i == n) return true;
        int u = order[i];
        int limit = Math.min(colours, used + 1);
        for (int c = 1; c <= limit; c++) {
            boolean ok = true;
            for (int v : adj.get(u)) if (colour[v] == c) { ok = false; break; }
            if (!ok) continue;
            colour[u] = c;
            if (place(i + 1, Math.max(used, c))) return true;
            colour[u] = 0;
        }
        return false;
    }

    public boolean graphColoring(int V, int[][] edges, int m) {
        n = V;
        colours = m;
        adj = new ArrayList<>();
        for (int i = 0; i < V; i++) adj.add(new ArrayList<>());
        for (int[] e : edges) {
            adj.get(e[0]).add(e[1]);
            adj.get(e[1]).add(e[0]);
        }
        order = new Integer[V];
        for (int i = 0; i < V; i++) order[i] = i;
        Arrays.sort(order, (a, b) -> adj.get(b).size() - adj.get(a).size());
        colour = new int[V];
        return place(0, 0);
    }
}
