class Solution {
    long long go(vector<int>& arr, int i) {
        if (i < 0) return 0;
        if (i == 0) return arr[0];
        long long best = go(arr, i - 1);
        best = max(best, arr[i] + go(arr, i - 2));
        best = max(best, arr[i] + arr[i - 1] + go(arr, i - 3));
        return best;
    }
public:
    long long findMaxSum(vector<int>& arr) {
        return go(arr, arr.size() - 1);
    }
};
