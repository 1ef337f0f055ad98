class Solution {
    public int[] getMinMax(int[] arr) {
        int lo = arr[0], hi = arr[0];
        for (int x : arr) {
            if (x < lo) lo = x;
            if (x > hi) hi = x;
        }
        return new int[] {lo, hi};
    }
}
