class Solution:
    def maxGold(self, n: int, m: int, M: List[List[int]]) -> int:
        nxt = [M[i][m - 1] for i in range(n)]
        for j in range(m - 2, -1, -1):
            cur = [0] * n
            for i in range(n):
                b = nxt[i]
                if i > 0 and nxt[i - 1] > b:
                    b = nxt[i - 1]
                if i < n - 1 and nxt[i + 1] > b:
                    b = nxt[i + 1]
                cur[i] = M[i][j] + b
            nxt = cur
        return max(nxt)
