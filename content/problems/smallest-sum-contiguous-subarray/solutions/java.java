class Solution {
    public long smallestSumSubarray(int[] a) {
        long cur = a[0], best = a[0];
        for (int i = 1; i < a.length; i++) {
            cur = Math.min(a[i], cur + a[i]);
            best = Math.min(best, cur);
        }
        return best;
    }
}
