class Solution {
public:
    int largestSumAfterKNegations(vector<int>& nums, int k) {
        sort(nums.begin(), nums.end());
        for (size_t i = 0; i < nums.size() && k > 0 && nums[i] < 0; i++, k--) nums[i] = -nums[i];
        int sum = 0, minAbs = INT_MAX;
        for (int v : nums) { sum += v; minAbs = min(minAbs, abs(v)); }
        return k % 2 ? sum - 2 * minAbs : sum;
    }
};
