class Solution {
    long long go(int i, vector<int>& nums, int k) {
        int n = nums.size();
        long long len = -1, best = LLONG_MAX;
        for (int j = i; j < n; j++) {
            len += nums[j] + 1;
            if (len > k) break;
            if (j == n - 1) return 0;
            best = min(best, (k - len) * (k - len) + go(j + 1, nums, k));
        }
        return best;
    }
public:
    int solveWordWrap(vector<int>& nums, int k) {
        return (int)go(0, nums, k);
    }
};
