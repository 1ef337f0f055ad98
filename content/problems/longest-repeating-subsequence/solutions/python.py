class Solution:
    def LongestRepeatingSubsequence(self, s: str) -> int:
        n = len(s)
        prev = [0] * (n + 1)
        for i in range(1, n + 1):
            c = s[i - 1]
            cur = [0] * (n + 1)
            for j in range(1, n + 1):
                if c == s[j - 1] and i != j:
                    cur[j] = prev[j - 1] + 1
                else:
                    a, b = prev[j], cur[j - 1]
                    cur[j] = a if a > b else b
            prev = cur
        return prev[n]
