class Solution {
    public int jobScheduling(int[] startTime, int[] endTime, int[] profit) {
        int n = startTime.length;
        Integer[] idx = new Integer[n];
        for (int i = 0; i < n; i++) idx[i] = i;
        Arrays.sort(idx, (a, b) -> Integer.compare(endTime[a], endTime[b]));
        int[] ends = new int[n];
        for (int k = 0; k < n; k++) ends[k] = endTime[idx[k]];
        int[] best = new int[n + 1];
        for (int k = 1; k <= n; k++) {
            int i = idx[k - 1];
            int lo = 0, hi = k - 1;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (ends[mid] <= startTime[i]) lo = mid + 1; else hi = mid;
            }
            best[k] = Math.max(best[k - 1], profit[i] + best[lo]);
        }
        return best[n];
    }
}
