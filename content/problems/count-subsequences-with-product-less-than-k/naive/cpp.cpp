class Solution {
    long long go(vector<int>& arr, int i, long long product, int k) {
        if (i == (int)arr.size()) return 1;  // this (possibly empty) choice has product < k
        long long ways = go(arr, i + 1, product, k);
        if (product * arr[i] < k) ways += go(arr, i + 1, product * arr[i], k);
        return ways % 1000000007;
    }
public:
    int countSubsequences(vector<int>& arr, int k) {
        if (k <= 1) return 0;
        long long all = go(arr, 0, 1, k);  // counts the empty subsequence too
        return (int)((all - 1 + 1000000007) % 1000000007);
    }
};
