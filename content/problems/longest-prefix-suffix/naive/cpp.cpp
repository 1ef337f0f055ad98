class Solution {
public:
    int lps(string s) {
        int n = s.size();
        for (int len = n - 1; len > 0; len--) {
            bool ok = true;
            for (int i = 0; i < len && ok; i++) ok = s[i] == s[n - len + i];
            if (ok) return len;
        }
        return 0;
    }
};
