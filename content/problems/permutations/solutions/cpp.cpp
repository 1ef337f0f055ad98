class Solution {
    vector<vector<int>> out;
    void go(vector<int>& nums, int k) {
        if (k == (int)nums.size()) {
            out.push_back(nums);
            return;
        }
        for (int i = k; i < (int)nums.size(); i++) {
            swap(nums[k], nums[i]);
            go(nums, k + 1);
            swap(nums[k], nums[i]);
        }
    }
public:
    vector<vector<int>> permute(vector<int>& nums) {
        out.clear();
        go(nums, 0);
        return out;
    }
};
