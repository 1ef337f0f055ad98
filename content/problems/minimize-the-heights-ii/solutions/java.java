class Solution {
    public int getMinDiff(int[] arr, int k) {
        int[] a = arr.clone();
        Arrays.sort(a);
        int n = a.length;
        long best = a[n - 1] - a[0];
        for (int i = 1; i < n; i++) {
            if (a[i] - k < 0) continue;
            long lo = Math.min((long) a[0] + k, (long) a[i] - k);
            long hi = Math.max((long) a[i - 1] + k, (long) a[n - 1] - k);
            best = Math.min(best, hi - lo);
        }
        return (int) best;
    }
}
