class Solution {
    bool go(const string& a, const string& b, const string& c, int i, int j) {
        if (i == (int)a.size() && j == (int)b.size()) return true;
        int k = i + j;
        if (i < (int)a.size() && a[i] == c[k] && go(a, b, c, i + 1, j)) return true;
        if (j < (int)b.size() && b[j] == c[k] && go(a, b, c, i, j + 1)) return true;
        return false;
    }
public:
    bool isInterleave(string s1, string s2, string s3) {
        if (s1.size() + s2.size() != s3.size()) return false;
        return go(s1, s2, s3, 0, 0);
    }
};
