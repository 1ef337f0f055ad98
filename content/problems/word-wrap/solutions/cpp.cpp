class Solution {
public:
    int solveWordWrap(vector<int>& nums, int k) {
        int n = nums.size();
        vector<long long> best(n + 1, 0);
        for (int i = n - 1; i >= 0; i--) {
            long long len = -1, b = LLONG_MAX;
            for (int j = i; j < n; j++) {
                len += nums[j] + 1;
                if (len > k) break;
                long long cand = j == n - 1 ? 0 : (k - len) * (k - len) + best[j + 1];
                b = min(b, cand);
            }
            best[i] = b;
        }
        return (int)best[0];
    }
};
