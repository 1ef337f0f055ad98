import java.math.BigInteger;

class Solution {
    public long countSpanningTrees(int V, int[][] edges) {
        if (V == 1) return 1;
        int n = V - 1;
        long[][] L = new long[V][V];
        for (int[] e : edges) {
            L[e[0]][e[0]]++;
            L[e[1]][e[1]]++;
            L[e[0]][e[1]]--;
            L[e[1]][e[0]]--;
        }
        BigInteger[][] M = new BigInteger[n][n];
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) M[i][j] = BigInteger.valueOf(L[i + 1][j + 1]);
        BigInteger prev = BigInteger.ONE;
        int sign = 1;
        for (int k = 0; k < n - 1; k++) {
            if (M[k][k].signum() == 0) {
                int r = k + 1;
                while (r < n && M[r][k].signum() == 0) r++;
                if (r == n) return 0;
                BigInteger[] t = M[k];
                M[k] = M[r];
                M[r] = t;
                sign = -sign;
            }
            for (int i = k + 1; i < n; i++)
                for (int j = k + 1; j < n; j++)
                    M[i][j] = M[i][j].multiply(M[k][k]).subtract(M[i][k].multiply(M[k][j])).divide(prev);
            prev = M[k][k];
        }
        return M[n - 1][n - 1].longValue() * sign;
    }
}
