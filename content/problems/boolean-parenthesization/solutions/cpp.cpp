class Solution {
public:
    int countWays(string s) {
        const int M = 1003;
        int m = (s.size() + 1) / 2;
        vector<vector<int>> T(m, vector<int>(m, 0)), F(m, vector<int>(m, 0));
        for (int i = 0; i < m; i++) (s[2 * i] == 'T' ? T : F)[i][i] = 1;
        for (int len = 2; len <= m; len++) {
            for (int i = 0; i + len - 1 < m; i++) {
                int j = i + len - 1, t = 0, f = 0;
                for (int k = i; k < j; k++) {
                    char op = s[2 * k + 1];
                    int lt = T[i][k], lf = F[i][k], rt = T[k + 1][j], rf = F[k + 1][j];
                    if (op == '&') {
                        t += lt * rt;
                        f += lt * rf + lf * rt + lf * rf;
                    } else if (op == '|') {
                        t += lt * rt + lt * rf + lf * rt;
                        f += lf * rf;
                    } else {
                        t += lt * rf + lf * rt;
                        f += lt * rt + lf * rf;
                    }
                    t %= M;
                    f %= M;
                }
                T[i][j] = t;
                F[i][j] = f;
            }
        }
        return T[0][m - 1];
    }
};
