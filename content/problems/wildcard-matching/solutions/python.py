class Solution:
    def isMatch(self, s: str, p: str) -> bool:
        # greedy: on a mismatch, let the most recent star absorb one more character
        i = j = 0
        star = -1
        mark = 0
        n, m = len(s), len(p)
        while i < n:
            if j < m and (p[j] == '?' or p[j] == s[i]):
                i += 1
                j += 1
            elif j < m and p[j] == '*':
                star = j
                mark = i
                j += 1
            elif star != -1:
                j = star + 1
                mark += 1
                i = mark
            else:
                return False
        while j < m and p[j] == '*':
            j += 1
        return j == m
