class Solution {
    public int getMaximumGenerated(int n) {
        if (n == 0) return 0;
        int[] nums = new int[n + 1];
        nums[1] = 1;
        int best = 1;
        for (int k = 2; k <= n; k++) {
            int h = k / 2;
            nums[k] = (k % 2 == 1) ? nums[h] + nums[h + 1] : nums[h];
            best = Math.max(best, nums[k]);
        }
        return best;
    }
}
