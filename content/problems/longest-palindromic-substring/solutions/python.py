class Solution:
    def longestPalindrome(self, s: str) -> str:
        n = len(s)
        start, best = 0, 1
        for i in range(n):
            for l, r in ((i, i), (i, i + 1)):
                while l >= 0 and r < n and s[l] == s[r]:
                    l -= 1
                    r += 1
                length = r - l - 1
                if length > best:
                    start, best = l + 1, length
        return s[start:start + best]
