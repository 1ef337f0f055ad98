class Solution {
    public int longestPalindromeSubseq(String s) {
        int n = s.length();
        int[] next = new int[n];
        for (int i = n - 1; i >= 0; i--) {
            int[] cur = new int[n];
            cur[i] = 1;
            for (int j = i + 1; j < n; j++)
                cur[j] = s.charAt(i) == s.charAt(j) ? next[j - 1] + 2 : Math.max(next[j], cur[j - 1]);
            next = cur;
        }
        return next[n - 1];
    }
}
