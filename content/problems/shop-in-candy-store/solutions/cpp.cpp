class Solution {
public:
    vector<int> candyStore(vector<int>& candies, int N, int K) {
        vector<int> a(candies.begin(), candies.end());
        sort(a.begin(), a.end());
        int paid = (N + K) / (K + 1);
        long long lo = 0, hi = 0;
        for (int i = 0; i < paid; i++) { lo += a[i]; hi += a[N - 1 - i]; }
        return {(int)lo, (int)hi};
    }
};
