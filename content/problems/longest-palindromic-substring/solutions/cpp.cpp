class Solution {
public:
    string longestPalindrome(string s) {
        int n = s.size(), start = 0, best = 1;
        for (int i = 0; i < n; i++) {
            for (int odd = 0; odd < 2; odd++) {
                int l = i, r = odd == 0 ? i : i + 1;
                while (l >= 0 && r < n && s[l] == s[r]) {
                    l--;
                    r++;
                }
                int len = r - l - 1;
                if (len > best) {
                    best = len;
                    start = l + 1;
                }
            }
        }
        return s.substr(start, best);
    }
};
