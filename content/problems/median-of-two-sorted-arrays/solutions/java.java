class Solution {
    public double findMedianSortedArrays(int[] nums1, int[] nums2) {
        int[] a = nums1.length <= nums2.length ? nums1 : nums2;
        int[] b = nums1.length <= nums2.length ? nums2 : nums1;
        int m = a.length, n = b.length;
        int half = (m + n + 1) / 2;
        int lo = 0, hi = m;
        while (lo <= hi) {
            int i = (lo + hi) / 2, j = half - i;
            long al = i > 0 ? a[i - 1] : Long.MIN_VALUE;
            long ar = i < m ? a[i] : Long.MAX_VALUE;
            long bl = j > 0 ? b[j - 1] : Long.MIN_VALUE;
            long br = j < n ? b[j] : Long.MAX_VALUE;
            if (al > br) {
                hi = i - 1;
            } else if (bl > ar) {
                lo = i + 1;
            } else {
                long left = Math.max(al, bl);
                if ((m + n) % 2 == 1) return (double) left;
                return (left + Math.min(ar, br)) / 2.0;
            }
        }
        return 0.0;
    }
}
