class Solution {
    public double fractionalKnapsack(int[] val, int[] wt, int capacity) {
        int n = val.length;
        Integer[] idx = new Integer[n];
        for (int i = 0; i < n; i++) idx[i] = i;
        Arrays.sort(idx, (a, b) -> Long.compare((long) val[b] * wt[a], (long) val[a] * wt[b]));
        long room = capacity;
        double total = 0;
        for (int i : idx) {
            if (room <= 0) break;
            if (wt[i] <= room) {
                room -= wt[i];
                total += val[i];
            } else {
                total += (double) val[i] * room / wt[i];
                room = 0;
            }
        }
        return total;
    }
}
