class Solution:
    def longestCommonSubstr(self, s1: str, s2: str) -> int:
        m = len(s2)
        prev = [0] * (m + 1)
        best = 0
        for c in s1:
            cur = [0] * (m + 1)
            for j in range(1, m + 1):
                if s2[j - 1] == c:
                    v = prev[j - 1] + 1
                    cur[j] = v
                    if v > best:
                        best = v
            prev = cur
        return best
