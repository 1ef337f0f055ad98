class Solution:
    def numDistinct(self, s: str, t: str) -> int:
        m = len(t)
        if m > len(s):
            return 0
        w = [1] + [0] * m
        for ch in s:
            for j in range(m, 0, -1):
                if ch == t[j - 1]:
                    w[j] += w[j - 1]
        return w[m]
