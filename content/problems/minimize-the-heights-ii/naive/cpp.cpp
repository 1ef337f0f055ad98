class Solution {
public:
    int getMinDiff(vector<int>& arr, int k) {
        vector<long long> a(arr.begin(), arr.end());
        sort(a.begin(), a.end());
        int n = a.size();
        long long best = a[n - 1] - a[0];
        for (int split = 1; split < n; split++) {
            long long lo = LLONG_MAX, hi = LLONG_MIN;
            bool ok = true;
            for (int j = 0; j < n; j++) {
                long long h = j < split ? a[j] + k : a[j] - k;
                if (h < 0) ok = false;
                lo = min(lo, h);
                hi = max(hi, h);
            }
            if (ok) best = min(best, hi - lo);
        }
        return (int)best;
    }
};
