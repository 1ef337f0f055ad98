class Solution {
    vector<vector<int>> out;
    vector<int> path;
    void go(const vector<int>& a, int start) {
        out.push_back(path);
        for (int i = start; i < (int)a.size(); i++) {
            if (i > start && a[i] == a[i - 1]) continue;
            path.push_back(a[i]);
            go(a, i + 1);
            path.pop_back();
        }
    }
public:
    vector<vector<int>> subsetsWithDup(vector<int>& nums) {
        sort(nums.begin(), nums.end());
        go(nums, 0);
        return out;
    }
};
