class Solution {
public:
    long long smallestSumSubarray(vector<int>& a) {
        long long best = LLONG_MAX;
        for (size_t i = 0; i < a.size(); i++) {
            long long s = 0;
            for (size_t j = i; j < a.size(); j++) { s += a[j]; best = min(best, s); }
        }
        return best;
    }
};
