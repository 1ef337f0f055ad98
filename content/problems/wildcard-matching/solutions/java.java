class Solution {
    public boolean isMatch(String s, String p) {
        int n = s.length(), m = p.length();
        boolean[] prev = new boolean[m + 1], cur = new boolean[m + 1];
        prev[0] = true;
        for (int j = 1; j <= m; j++) prev[j] = p.charAt(j - 1) == '*' && prev[j - 1];
        for (int i = 1; i <= n; i++) {
            cur[0] = false;
            char sc = s.charAt(i - 1);
            for (int j = 1; j <= m; j++) {
                char c = p.charAt(j - 1);
                if (c == '*') cur[j] = cur[j - 1] || prev[j];
                else cur[j] = prev[j - 1] && (c == '?' || c == sc);
            }
            boolean[] t = prev;
            prev = cur;
            cur = t;
        }
        return prev[m];
    }
}
