class Solution {
public:
    int findMaxConsecutiveOnes(vector<int>& nums) {
        int n = nums.size(), best = 0;
        for (int i = 0; i < n; i++) {
            int len = 0;
            while (i + len < n && nums[i + len] == 1) len++;
            best = max(best, len);
        }
        return best;
    }
};
