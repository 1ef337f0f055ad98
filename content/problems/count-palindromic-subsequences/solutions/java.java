class Solution {
    public long countPS(String str) {
        final long MOD = 1_000_000_007L;
        char[] s = str.toCharArray();
        int n = s.length;
        long[] next = new long[n];
        for (int i = n - 1; i >= 0; i--) {
            long[] cur = new long[n];
            cur[i] = 1;
            for (int j = i + 1; j < n; j++) {
                if (s[i] == s[j]) cur[j] = (next[j] + cur[j - 1] + 1) % MOD;
                else cur[j] = ((next[j] + cur[j - 1] - next[j - 1]) % MOD + MOD) % MOD;
            }
            next = cur;
        }
        return next[n - 1];
    }
}
