class Solution {
public:
    long long countTriplets(vector<int>& arr, int sum) {
        vector<int> a(arr);
        sort(a.begin(), a.end());
        int n = a.size();
        long long count = 0;
        for (int i = 0; i + 2 < n; i++) {
            int lo = i + 1, hi = n - 1;
            while (lo < hi) {
                if (a[i] + a[lo] + a[hi] < sum) {
                    count += hi - lo;
                    lo++;
                } else hi--;
            }
        }
        return count;
    }
};
