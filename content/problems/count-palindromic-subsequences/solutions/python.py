class Solution:
    def countPS(self, s: str) -> int:
        MOD = 10**9 + 7
        n = len(s)
        nxt = [0] * n
        for i in range(n - 1, -1, -1):
            cur = [0] * n
            cur[i] = 1
            c = s[i]
            for j in range(i + 1, n):
                if c == s[j]:
                    cur[j] = (nxt[j] + cur[j - 1] + 1) % MOD
                else:
                    cur[j] = (nxt[j] + cur[j - 1] - nxt[j - 1]) % MOD
            nxt = cur
        return nxt[n - 1]
