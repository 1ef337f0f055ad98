class Solution:
    def longestPalindromeSubseq(self, s: str) -> int:
        n = len(s)
        nxt = [0] * n
        for i in range(n - 1, -1, -1):
            cur = [0] * n
            cur[i] = 1
            ci = s[i]
            for j in range(i + 1, n):
                if s[j] == ci:
                    cur[j] = nxt[j - 1] + 2
                else:
                    a, b = nxt[j], cur[j - 1]
                    cur[j] = a if a > b else b
            nxt = cur
        return nxt[n - 1]
