class Solution {
    public long countTriplets(int[] arr, int sum) {
        int[] a = arr.clone();
        Arrays.sort(a);
        int n = a.length;
        long count = 0;
        for (int i = 0; i + 2 < n; i++) {
            int lo = i + 1, hi = n - 1;
            while (lo < hi) {
                if (a[i] + a[lo] + a[hi] < sum) {
                    count += hi - lo;
                    lo++;
                } else hi--;
            }
        }
        return count;
    }
}
