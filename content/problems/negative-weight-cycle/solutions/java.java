class Solution {
    public int isNegativeWeightCycle(int n, int[][] edges) {
        long[] dist = new long[n];
        for (int round = 0; round < n; round++) {
            boolean changed = false;
            for (int[] e : edges) {
                if (dist[e[0]] + e[2] < dist[e[1]]) {
                    dist[e[1]] = dist[e[0]] + e[2];
                    changed = true;
                }
            }
            if (!changed) return 0;
        }
        return 1;
    }
}
