class Solution {
    int go(const string& a, const string& b, const string& c, int i, int j, int k) {
        if (i == (int)a.size() || j == (int)b.size() || k == (int)c.size()) return 0;
        if (a[i] == b[j] && b[j] == c[k]) return 1 + go(a, b, c, i + 1, j + 1, k + 1);
        return max({go(a, b, c, i + 1, j, k), go(a, b, c, i, j + 1, k), go(a, b, c, i, j, k + 1)});
    }
public:
    int LCSof3(string a, string b, string c) { return go(a, b, c, 0, 0, 0); }
};
