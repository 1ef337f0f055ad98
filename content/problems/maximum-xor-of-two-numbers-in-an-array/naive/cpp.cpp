class Solution {
public:
    int findMaximumXOR(vector<int>& nums) {
        int best = 0, n = nums.size();
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++) best = max(best, nums[i] ^ nums[j]);
        return best;
    }
};
