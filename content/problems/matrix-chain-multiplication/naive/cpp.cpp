class Solution {
    int solve(vector<int>& a, int i, int j) {
        if (i >= j) return 0;
        int best = INT_MAX;
        for (int k = i; k < j; k++) best = min(best, solve(a, i, k) + solve(a, k + 1, j) + a[i - 1] * a[k] * a[j]);
        return best;
    }
public:
    int matrixMultiplication(vector<int>& arr) {
        return solve(arr, 1, arr.size() - 1);
    }
};
