class Solution {
    private long sortCount(int[] a, int[] buf, int lo, int hi) {
        if (hi - lo < 2) return 0;
        int mid = (lo + hi) >>> 1;
        long count = sortCount(a, buf, lo, mid) + sortCount(a, buf, mid, hi);
        int i = lo, j = mid, k = lo;
        while (i < mid && j < hi) {
            if (a[i] <= a[j]) buf[k++] = a[i++];
            else {
                count += mid - i;
                buf[k++] = a[j++];
            }
        }
        while (i < mid) buf[k++] = a[i++];
        while (j < hi) buf[k++] = a[j++];
        System.arraycopy(buf, lo, a, lo, hi - lo);
        return count;
    }

    public long inversionCount(int[] arr) {
        int[] a = arr.clone();
        return sortCount(a, new int[a.length], 0, a.length);
    }
}
