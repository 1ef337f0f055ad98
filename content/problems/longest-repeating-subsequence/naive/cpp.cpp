class Solution {
    int go(const string& s, int i, int j) {
        if (i == (int)s.size() || j == (int)s.size()) return 0;
        if (s[i] == s[j] && i != j) return 1 + go(s, i + 1, j + 1);
        return max(go(s, i + 1, j), go(s, i, j + 1));
    }
public:
    int LongestRepeatingSubsequence(string str) { return go(str, 0, 0); }
};
