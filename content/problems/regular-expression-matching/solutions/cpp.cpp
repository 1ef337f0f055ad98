class Solution {
public:
    bool isMatch(string s, string p) {
        int n = s.size(), m = p.size();
        vector<vector<char>> M(n + 2, vector<char>(m + 2, 0));
        M[n][m] = 1;
        for (int i = n; i >= 0; i--) {
            for (int j = m - 1; j >= 0; j--) {
                bool first = i < n && (p[j] == s[i] || p[j] == '.');
                if (j + 1 < m && p[j + 1] == '*') {
                    M[i][j] = M[i][j + 2] || (first && M[i + 1][j]);
                } else {
                    M[i][j] = first && M[i + 1][j + 1];
                }
            }
        }
        return M[0][0];
    }
};
