class Solution {
    public int longestCommonSubstr(String s1, String s2) {
        int n = s1.length(), m = s2.length(), best = 0;
        int[] prev = new int[m + 1], cur = new int[m + 1];
        for (int i = 1; i <= n; i++) {
            for (int j = 1; j <= m; j++) {
                cur[j] = s1.charAt(i - 1) == s2.charAt(j - 1) ? prev[j - 1] + 1 : 0;
                best = Math.max(best, cur[j]);
            }
            int[] t = prev; prev = cur; cur = t;
        }
        return best;
    }
}
