class Solution {
public:
    int minSubArrayLen(int target, vector<int>& nums) {
        int n = nums.size();
        int best = INT_MAX;
        for (int i = 0; i < n; i++) {
            long long sum = 0;
            for (int j = i; j < n; j++) {
                sum += nums[j];
                if (sum >= target) {
                    best = min(best, j - i + 1);
                    break;
                }
            }
        }
        return best == INT_MAX ? 0 : best;
    }
};
