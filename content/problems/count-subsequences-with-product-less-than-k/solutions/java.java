class Solution {
    public int countSubsequences(int[] arr, int k) {
        final int MOD = 1_000_000_007;
        int[] cnt = new int[k];
        for (int a : arr) {
            for (int p = (k - 1) / a; p >= 1; p--) {
                if (cnt[p] != 0) cnt[p * a] = (cnt[p * a] + cnt[p]) % MOD;
            }
            if (a < k) cnt[a] = (cnt[a] + 1) % MOD;
        }
        long total = 0;
        for (int p = 1; p < k; p++) total += cnt[p];
        return (int) (total % MOD);
    }
}
