class Solution {
public:
    bool isMatch(string s, string p) {
        int n = s.size(), m = p.size();
        vector<char> prev(m + 1, 0), cur(m + 1, 0);
        prev[0] = 1;
        for (int j = 1; j <= m; j++) prev[j] = p[j - 1] == '*' && prev[j - 1];
        for (int i = 1; i <= n; i++) {
            cur[0] = 0;
            for (int j = 1; j <= m; j++) {
                char c = p[j - 1];
                if (c == '*') cur[j] = cur[j - 1] || prev[j];
                else cur[j] = prev[j - 1] && (c == '?' || c == s[i - 1]);
            }
            swap(prev, cur);
        }
        return prev[m];
    }
};
