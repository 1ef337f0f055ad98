class Solution {
    int nextValid(const string& x, int i) {
        int skip = 0;
        while (i >= 0) {
            if (x[i] == '#') skip++;
            else if (skip > 0) skip--;
            else break;
            i--;
        }
        return i;
    }

public:
    bool backspaceCompare(string s, string t) {
        int i = (int)s.size() - 1, j = (int)t.size() - 1;
        while (true) {
            i = nextValid(s, i);
            j = nextValid(t, j);
            if (i < 0 || j < 0) return i < 0 && j < 0;
            if (s[i] != t[j]) return false;
            i--;
            j--;
        }
    }
};
