class Solution {
    public boolean canPartitionKSubsets(int[] nums, int k) {
        int total = 0;
        for (int v : nums) total += v;
        if (total % k != 0) return false;
        int target = total / k, n = nums.length;
        Arrays.sort(nums);
        if (nums[n - 1] > target) return false;
        int[] fill = new int[1 << n];
        Arrays.fill(fill, -1);
        fill[0] = 0;
        for (int mask = 0; mask < (1 << n); mask++) {
            if (fill[mask] < 0) continue;
            for (int i = 0; i < n; i++) {
                if (fill[mask] + nums[i] > target) break;
                int next = mask | (1 << i);
                if (((mask >> i) & 1) == 1 || fill[next] >= 0) continue;
                fill[next] = (fill[mask] + nums[i]) % target;
            }
        }
        return fill[(1 << n) - 1] == 0;
    }
}
