class Solution {
    public int countPS(String s) {
        final long M = 1000000007L;
        int n = s.length();
        long[] next = new long[n];
        for (int i = n - 1; i >= 0; i--) {
            long[] cur = new long[n];
            cur[i] = 1;
            for (int j = i + 1; j < n; j++) {
                long inner = j - 1 >= i + 1 ? next[j - 1] : 0;
                cur[j] = s.charAt(i) == s.charAt(j) ? (next[j] + cur[j - 1] + 1) % M : ((next[j] + cur[j - 1] - inner) % M + M) % M;
            }
            next = cur;
        }
        return (int) next[n - 1];
    }
}
