class Solution {
    public int[] candyStore(int[] candies, int N, int K) {
        int[] a = candies.clone();
        Arrays.sort(a);
        int paid = (N + K) / (K + 1);
        int lo = 0, hi = 0;
        for (int i = 0; i < paid; i++) { lo += a[i]; hi += a[N - 1 - i]; }
        return new int[] {lo, hi};
    }
}
