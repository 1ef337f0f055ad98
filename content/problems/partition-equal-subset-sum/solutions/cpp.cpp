class Solution {
public:
    bool canPartition(vector<int>& nums) {
        int total = accumulate(nums.begin(), nums.end(), 0);
        if (total % 2) return false;
        int target = total / 2;
        vector<char> can(target + 1, 0);
        can[0] = 1;
        for (int x : nums) {
            for (int t = target; t >= x; t--) {
                if (can[t - x]) can[t] = 1;
            }
            if (can[target]) return true;
        }
        return can[target];
    }
};
