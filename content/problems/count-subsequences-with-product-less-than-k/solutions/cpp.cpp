class Solution {
public:
    int countSubsequences(vector<int>& arr, int k) {
        const int MOD = 1000000007;
        vector<int> cnt(k, 0);  // cnt[p]: subsequences so far with product exactly p (< k)
        for (int a : arr) {
            for (int p = (k - 1) / a; p >= 1; p--) {
                if (cnt[p]) cnt[p * a] = (cnt[p * a] + cnt[p]) % MOD;
            }
            if (a < k) cnt[a] = (cnt[a] + 1) % MOD;
        }
        long long total = 0;
        for (int p = 1; p < k; p++) total += cnt[p];
        return (int)(total % MOD);
    }
};
