class Solution {
    public int countWays(String s) {
        final int M = 1003;
        int m = (s.length() + 1) / 2;
        int[][] T = new int[m][m], F = new int[m][m];
        for (int i = 0; i < m; i++) {
            if (s.charAt(2 * i) == 'T') T[i][i] = 1;
            else F[i][i] = 1;
        }
        for (int len = 2; len <= m; len++) {
            for (int i = 0; i + len - 1 < m; i++) {
                int j = i + len - 1, t = 0, f = 0;
                for (int k = i; k < j; k++) {
                    char op = s.charAt(2 * k + 1);
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
}
