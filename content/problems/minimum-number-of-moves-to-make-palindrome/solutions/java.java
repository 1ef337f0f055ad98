class Solution {
    public int minMovesToMakePalindrome(String s) {
        char[] c = s.toCharArray();
        int moves = 0, lo = 0, hi = c.length - 1;
        while (lo < hi) {
            int j = hi;
            while (j > lo && c[j] != c[lo]) j--;
            if (j == lo) {
                char t = c[lo];
                c[lo] = c[lo + 1];
                c[lo + 1] = t;
                moves++;
                continue;
            }
            for (int k = j; k < hi; k++) {
                char t = c[k];
                c[k] = c[k + 1];
                c[k + 1] = t;
            }
            moves += hi - j;
            lo++;
            hi--;
        }
        return moves;
    }
}
