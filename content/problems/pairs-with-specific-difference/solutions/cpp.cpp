class Solution {
public:
    long long maxSumPairWithDifferenceLessThanK(vector<int>& arr, int k) {
        vector<int> a(arr);
        sort(a.begin(), a.end());
        long long total = 0;
        for (int i = (int)a.size() - 1; i > 0;) {
            if (a[i] - a[i - 1] < k) {
                total += a[i] + a[i - 1];
                i -= 2;
            } else {
                i -= 1;
            }
        }
        return total;
    }
};
