class Solution {
    public int numDistinct(String s, String t) {
        int m = t.length();
        if (m > s.length()) return 0;
        // long arithmetic wraps modulo 2^64; the final (32-bit) answer stays exact
        long[] w = new long[m + 1];
        w[0] = 1;
        for (int i = 0; i < s.length(); i++) {
            char ch = s.charAt(i);
            for (int j = m; j >= 1; j--) {
                if (ch == t.charAt(j - 1)) w[j] += w[j - 1];
            }
        }
        return (int) w[m];
    }
}
