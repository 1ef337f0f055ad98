class Solution {
    public int findPages(int[] arr, int k) {
        if (k > arr.length) return -1;
        long lo = 0, hi = 0;
        for (int p : arr) {
            lo = Math.max(lo, p);
            hi += p;
        }
        while (lo < hi) {
            long mid = (lo + hi) / 2, load = 0;
            int students = 1;
            for (int p : arr) {
                if (load + p > mid) {
                    students++;
                    load = 0;
                }
                load += p;
            }
            if (students <= k) hi = mid;
            else lo = mid + 1;
        }
        return (int) lo;
    }
}
