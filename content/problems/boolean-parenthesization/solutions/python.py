class Solution:
    def countWays(self, s: str) -> int:
        M = 1003
        m = (len(s) + 1) // 2
        T = [[0] * m for _ in range(m)]
        F = [[0] * m for _ in range(m)]
        for i in range(m):
            if s[2 * i] == 'T':
                T[i][i] = 1
            else:
                F[i][i] = 1
        for length in range(2, m + 1):
            for i in range(m - length + 1):
                j = i + length - 1
                t = f = 0
                for k in range(i, j):
                    op = s[2 * k + 1]
                    lt, lf, rt, rf = T[i][k], F[i][k], T[k + 1][j], F[k + 1][j]
                    if op == '&':
                        t += lt * rt
                        f += lt * rf + lf * rt + lf * rf
                    elif op == '|':
                        t += lt * rt + lt * rf + lf * rt
                        f += lf * rf
                    else:
                        t += lt * rf + lf * rt
                        f += lt * rt + lf * rf
                T[i][j] = t % M
                F[i][j] = f % M
        return T[0][m - 1]
