class Solution {
    // longest alternating subsequence from index i on, given the last kept value and the sign the next step needs (0 = either)
    int go(const vector<int>& a, int i, int last, int need) {
        if (i == (int)a.size()) return 0;
        int best = go(a, i + 1, last, need);
        int d = a[i] - last;
        if (d != 0 && (need == 0 || (d > 0) == (need > 0))) best = max(best, 1 + go(a, i + 1, a[i], d > 0 ? -1 : 1));
        return best;
    }
public:
    int wiggleMaxLength(vector<int>& nums) {
        int best = 0;
        for (size_t i = 0; i < nums.size(); i++) best = max(best, 1 + go(nums, i + 1, nums[i], 0));
        return best;
    }
};
