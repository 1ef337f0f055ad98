class Solution {
    int go(const string& s, int i, int j) {
        if (i > j) return 0;
        if (i == j) return 1;
        if (s[i] == s[j]) return go(s, i + 1, j - 1) + 2;
        return max(go(s, i + 1, j), go(s, i, j - 1));
    }
public:
    int longestPalindromeSubseq(string s) { return go(s, 0, (int)s.size() - 1); }
};
