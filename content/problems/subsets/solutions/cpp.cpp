class Solution {
    vector<vector<int>> out;
    vector<int> cur;
    void go(const vector<int>& nums, int i) {
        if (i == (int)nums.size()) {
            out.push_back(cur);
            return;
        }
        go(nums, i + 1);
        cur.push_back(nums[i]);
        go(nums, i + 1);
        cur.pop_back();
    }
public:
    vector<vector<int>> subsets(vector<int>& nums) {
        out.clear();
        cur.clear();
        go(nums, 0);
        return out;
    }
};
