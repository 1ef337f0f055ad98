class Solution {
    public String longestPalindrome(String s) {
        int n = s.length(), start = 0, best = 1;
        for (int i = 0; i < n; i++) {
            for (int odd = 0; odd < 2; odd++) {
                int l = i, r = odd == 0 ? i : i + 1;
                while (l >= 0 && r < n && s.charAt(l) == s.charAt(r)) {
                    l--;
                    r++;
                }
                if (r - l - 1 > best) {
                    best = r - l - 1;
                    start = l + 1;
                }
            }
        }
        return s.substring(start, start + best);
    }
}
