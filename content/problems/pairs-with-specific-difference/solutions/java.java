class Solution {
    public long maxSumPairWithDifferenceLessThanK(int[] arr, int k) {
        int[] a = arr.clone();
        Arrays.sort(a);
        long total = 0;
        for (int i = a.length - 1; i > 0;) {
            if (a[i] - a[i - 1] < k) {
                total += a[i] + a[i - 1];
                i -= 2;
            } else {
                i -= 1;
            }
        }
        return total;
    }
}
