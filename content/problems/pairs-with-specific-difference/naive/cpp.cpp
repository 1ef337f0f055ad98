class Solution {
    long long go(vector<int>& a, int i, int k) {
        if (i <= 0) return 0;
        long long best = go(a, i - 1, k);
        if (a[i] - a[i - 1] < k) best = max(best, (long long)a[i] + a[i - 1] + go(a, i - 2, k));
        return best;
    }
public:
    long long maxSumPairWithDifferenceLessThanK(vector<int>& arr, int k) {
        vector<int> a(arr);
        sort(a.begin(), a.end());
        return go(a, (int)a.size() - 1, k);
    }
};
