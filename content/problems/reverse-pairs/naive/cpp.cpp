class Solution {
public:
    int reversePairs(vector<int>& nums) {
        int n = nums.size(), count = 0;
        for (int i = 0; i < n; i++)
            for (int j = i + 1; j < n; j++)
                if ((long long)nums[i] > 2LL * nums[j]) count++;
        return count;
    }
};
