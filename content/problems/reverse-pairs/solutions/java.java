class Solution {
    private int[] buf;

    public int reversePairs(int[] nums) {
        buf = new int[nums.length];
        return (int) sortCount(nums, 0, nums.length);
    }

    private long sortCount(int[] a, int lo, int hi) {
        if (hi - lo < 2) return 0;
        int mid = (lo + hi) >>> 1;
        long count = sortCount(a, lo, mid) + sortCount(a, mid, hi);
        int p = mid;
        for (int i = lo; i < mid; i++) {
            while (p < hi && (long) a[i] > 2L * a[p]) p++;
            count += p - mid;
        }
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) buf[k++] = a[i] <= a[j] ? a[i++] : a[j++];
        while (i < mid) buf[k++] = a[i++];
        while (j < hi) buf[k++] = a[j++];
        System.arraycopy(buf, lo, a, lo, hi - lo);
        return count;
    }
}
