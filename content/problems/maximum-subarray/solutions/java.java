class Solution {
    public int maxSubArray(int[] nums) {
        int cur = nums[0], best = nums[0];
        for (int i = 1; i < nums.length; i++) {
            cur = nums[i] + Math.max(cur, 0);
            best = Math.max(best, cur);
        }
        return best;
    }
}
