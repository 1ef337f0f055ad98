class Solution:
    def lps(self, s: str) -> int:
        n = len(s)
        pi = [0] * n
        k = 0
        for i in range(1, n):
            c = s[i]
            while k and c != s[k]:
                k = pi[k - 1]
            if c == s[k]:
                k += 1
            pi[i] = k
        return pi[-1]
