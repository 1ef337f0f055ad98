class Solution {
public:
    int findKthLargest(vector<int>& nums, int k) {
        int n = nums.size();
        vector<bool> taken(n, false);
        int value = 0;
        for (int round = 0; round < k; round++) {
            int best = -1;
            for (int i = 0; i < n; i++)
                if (!taken[i] && (best < 0 || nums[i] > nums[best])) best = i;
            taken[best] = true;
            value = nums[best];
        }
        return value;
    }
};
