class Solution {
public:
    int jump(vector<int>& nums) {
        int jumps = 0, end = 0, far = 0, n = nums.size();
        for (int i = 0; i + 1 < n; i++) {
            far = max(far, i + nums[i]);
            if (i == end) {
                jumps++;
                end = far;
            }
        }
        return jumps;
    }
};
