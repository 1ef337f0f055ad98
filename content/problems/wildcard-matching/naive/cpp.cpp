class Solution {
    bool go(const string& s, const string& p, int i, int j) {
        if (j == (int)p.size()) return i == (int)s.size();
        if (p[j] == '*') return go(s, p, i, j + 1) || (i < (int)s.size() && go(s, p, i + 1, j));
        if (i < (int)s.size() && (p[j] == '?' || p[j] == s[i])) return go(s, p, i + 1, j + 1);
        return false;
    }

public:
    bool isMatch(string s, string p) {
        return go(s, p, 0, 0);
    }
};
