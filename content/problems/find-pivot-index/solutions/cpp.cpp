class Solution {
public:
    int pivotIndex(vector<int>& nums) {
        long long total = 0, left = 0;
        for (int x : nums) total += x;
        for (int i = 0; i < (int)nums.size(); i++) {
            if (left == total - left - nums[i]) return i;
            left += nums[i];
        }
        return -1;
    }
};
