class Solution {
public:
    int getMinDiff(vector<int>& arr, int k) {
        vector<int> a(arr);
        sort(a.begin(), a.end());
        int n = a.size();
        long long best = a[n - 1] - a[0];
        for (int i = 1; i < n; i++) {
            if (a[i] - k < 0) continue;
            long long lo = min((long long)a[0] + k, (long long)a[i] - k);
            long long hi = max((long long)a[i - 1] + k, (long long)a[n - 1] - k);
            best = min(best, hi - lo);
        }
        return (int)best;
    }
};
