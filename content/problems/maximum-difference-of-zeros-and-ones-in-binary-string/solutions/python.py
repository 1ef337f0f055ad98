class Solution:
    def maxSubstring(self, s: str) -> int:
        if '0' not in s:
            return -1
        best = -1
        cur = 0
        for ch in s:
            v = 1 if ch == '0' else -1
            cur = v if cur + v < v else cur + v
            if cur > best:
                best = cur
        return best
