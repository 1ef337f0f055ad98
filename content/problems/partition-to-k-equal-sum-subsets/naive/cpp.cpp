class Solution {
    vector<int> sums;
    bool go(const vector<int>& a, int i) {
        if (i == (int)a.size()) {
            for (int s : sums) if (s != sums[0] || s == 0) return false;
            return true;
        }
        for (size_t g = 0; g < sums.size(); g++) {
            sums[g] += a[i];
            if (go(a, i + 1)) return true;
            sums[g] -= a[i];
        }
        return false;
    }
public:
    bool canPartitionKSubsets(vector<int>& nums, int k) {
        sums.assign(k, 0);
        return go(nums, 0);
    }
};
