class Solution {
public:
    vector<int> maxSlidingWindow(vector<int>& nums, int k) {
        vector<int> result;
        for (int i = 0; i + k <= (int)nums.size(); i++) {
            int best = nums[i];
            for (int j = i + 1; j < i + k; j++) best = max(best, nums[j]);
            result.push_back(best);
        }
        return result;
    }
};
