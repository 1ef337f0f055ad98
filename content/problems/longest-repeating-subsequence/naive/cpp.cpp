class Solution {
    int go(const string& s, int i, int j) {
        if (i == 0 || j == 0) return 0;
        if (s[i - 1] == s[j - 1] && i != j) return go(s, i - 1, j - 1) + 1;
        return max(go(s, i - 1, j), go(s, i, j - 1));
    }
public:
    int LongestRepeatingSubsequence(string s) {
        return go(s, s.size(), s.size());
    }
};
