class Solution:
    def longestCommonSubsequence(self, text1: str, text2: str) -> int:
        if len(text2) > len(text1):
            text1, text2 = text2, text1
        m = len(text2)
        prev = [0] * (m + 1)
        for ch in text1:
            cur = [0] * (m + 1)
            for j in range(1, m + 1):
                if ch == text2[j - 1]:
                    cur[j] = prev[j - 1] + 1
                else:
                    a, b = prev[j], cur[j - 1]
                    cur[j] = a if a > b else b
            prev = cur
        return prev[m]
