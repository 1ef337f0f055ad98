class Solution {
public:
    int minMovesToMakePalindrome(string s) {
        int moves = 0, lo = 0, hi = (int)s.size() - 1;
        while (lo < hi) {
            int j = hi;
            while (j > lo && s[j] != s[lo]) j--;
            if (j == lo) {
                swap(s[lo], s[lo + 1]);
                moves++;
                continue;
            }
            for (int k = j; k < hi; k++) swap(s[k], s[k + 1]);
            moves += hi - j;
            lo++;
            hi--;
        }
        return moves;
    }
};
