class Solution:
    def isMatch(self, s: str, p: str) -> bool:
        n, m = len(s), len(p)
        M = [[False] * (m + 1) for _ in range(n + 1)]
        M[n][m] = True
        for i in range(n, -1, -1):
            for j in range(m - 1, -1, -1):
                first = i < n and p[j] in (s[i], '.')
                if j + 1 < m and p[j + 1] == '*':
                    M[i][j] = M[i][j + 2] or (first and M[i + 1][j])
                else:
                    M[i][j] = first and M[i + 1][j + 1]
        return M[0][0]
