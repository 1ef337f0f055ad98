class Solution {
public:
    int findTargetSumWays(vector<int>& nums, int target) {
        int total = accumulate(nums.begin(), nums.end(), 0);
        if (abs(target) > total || (total + target) % 2) return 0;
        int p = (total + target) / 2;
        vector<int> ways(p + 1, 0);
        ways[0] = 1;
        for (int x : nums) {
            for (int t = p; t >= x; t--) ways[t] += ways[t - x];
        }
        return ways[p];
    }
};
