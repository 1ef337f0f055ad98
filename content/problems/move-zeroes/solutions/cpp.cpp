class Solution {
public:
    void moveZeroes(vector<int>& nums) {
        size_t write = 0;
        for (int v : nums) if (v != 0) nums[write++] = v;
        while (write < nums.size()) nums[write++] = 0;
    }
};
