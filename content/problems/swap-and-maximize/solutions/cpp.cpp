class Solution {
public:
    long long maxSum(vector<int>& arr) {
        sort(arr.begin(), arr.end());
        int n = arr.size();
        long long total = 0;
        for (int i = 0; i < n / 2; i++) total += 2LL * (arr[n - 1 - i] - arr[i]);
        return total;
    }
};
