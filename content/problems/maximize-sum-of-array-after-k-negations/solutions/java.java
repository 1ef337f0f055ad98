class Solution {
    public int largestSumAfterKNegations(int[] nums, int k) {
        Arrays.sort(nums);
        for (int i = 0; i < nums.length && k > 0 && nums[i] < 0; i++, k--) nums[i] = -nums[i];
        int sum = 0, minAbs = Integer.MAX_VALUE;
        for (int v : nums) { sum += v; minAbs = Math.min(minAbs, Math.abs(v)); }
        return k % 2 == 1 ? sum - 2 * minAbs : sum;
    }
}
