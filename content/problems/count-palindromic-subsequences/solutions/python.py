class Solution:
    def countPS(self, s: str) -> int:
        n, M = len(s), 10**9 + 7
        nxt = [0] * n
        for i in range(n - 1, -1, -1):
            cur = [0] * n
            cur[i] = 1
            c = s[i]
            for j in range(i + 1, n):
                if s[j] == c:
                    cur[j] = (nxt[j] + cur[j - 1] + 1) % M
                else:
                    inner = nxt[j - 1] if j - 1 >= i + 1 else 0
                    cur[j] = (nxt[j] + cur[j - 1] - inner) % M
            nxt = cur
        return nxt[n - 1]
