class Solution {
    public int solveWordWrap(int[] nums, int k) {
        int n = nums.length;
        long[] best = new long[n + 1];
        for (int i = n - 1; i >= 0; i--) {
            long len = -1, b = Long.MAX_VALUE;
            for (int j = i; j < n; j++) {
                len += nums[j] + 1;
                if (len > k) break;
                long cand = j == n - 1 ? 0 : (k - len) * (k - len) + best[j + 1];
                b = Math.min(b, cand);
            }
            best[i] = b;
        }
        return (int) best[0];
    }
}
