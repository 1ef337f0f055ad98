class Solution {
public:
    long long smallestSumSubarray(vector<int>& a) {
        long long cur = a[0], best = a[0];
        for (size_t i = 1; i < a.size(); i++) {
            cur = min((long long)a[i], cur + a[i]);
            best = min(best, cur);
        }
        return best;
    }
};
