class Solution {
public:
    bool canPartitionKSubsets(vector<int>& nums, int k) {
        int total = accumulate(nums.begin(), nums.end(), 0);
        if (total % k) return false;
        int target = total / k, n = nums.size();
        sort(nums.begin(), nums.end());
        if (nums.back() > target) return false;
        vector<int> fill(1 << n, -1);
        fill[0] = 0;
        for (int mask = 0; mask < (1 << n); mask++) {
            if (fill[mask] < 0) continue;
            for (int i = 0; i < n; i++) {
                if (fill[mask] + nums[i] > target) break;
                int next = mask | (1 << i);
                if ((mask >> i & 1) || fill[next] >= 0) continue;
                fill[next] = (fill[mask] + nums[i]) % target;
            }
        }
        return fill[(1 << n) - 1] == 0;
    }
};
