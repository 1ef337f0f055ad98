class Solution:
    def countSpanningTrees(self, V: int, edges: List[List[int]]) -> int:
        if V == 1:
            return 1
        L = [[0] * V for _ in range(V)]
        for u, v in edges:
            L[u][u] += 1
            L[v][v] += 1
            L[u][v] -= 1
            L[v][u] -= 1
        M = [row[1:] for row in L[1:]]
        n = V - 1
        sign, prev = 1, 1
        for k in range(n - 1):
            if M[k][k] == 0:
                r = next((r for r in range(k + 1, n) if M[r][k] != 0), None)
                if r is None:
                    return 0
                M[k], M[r] = M[r], M[k]
                sign = -sign
            for i in range(k + 1, n):
                for j in range(k + 1, n):
                    M[i][j] = (M[i][j] * M[k][k] - M[i][k] * M[k][j]) // prev
            prev = M[k][k]
        return sign * M[n - 1][n - 1]
