class Solution {
    public int kthElement(int[] a, int[] b, int k) {
        if (a.length > b.length) return kthElement(b, a, k);
        int n = a.length, m = b.length;
        int lo = Math.max(0, k - m), hi = Math.min(k, n);
        while (lo <= hi) {
            int i = (lo + hi) >>> 1, j = k - i;
            int aLeft = i > 0 ? a[i - 1] : Integer.MIN_VALUE, aRight = i < n ? a[i] : Integer.MAX_VALUE;
            int bLeft = j > 0 ? b[j - 1] : Integer.MIN_VALUE, bRight = j < m ? b[j] : Integer.MAX_VALUE;
            if (aLeft > bRight) hi = i - 1;
            else if (bLeft > aRight) lo = i + 1;
            else return Math.max(aLeft, bLeft);
        }
        return -1;
    }
}
