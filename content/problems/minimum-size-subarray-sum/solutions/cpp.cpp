class Solution {
public:
    int minSubArrayLen(int target, vector<int>& nums) {
        int n = nums.size(), left = 0, best = n + 1;
        long long total = 0;
        for (int right = 0; right < n; right++) {
            total += nums[right];
            while (total >= target) {
                best = min(best, right - left + 1);
                total -= nums[left++];
            }
        }
        return best == n + 1 ? 0 : best;
    }
};
