class Solution:
    def minFlips(self, s: str) -> int:
        d = sum(1 for i, c in enumerate(s) if c != "01"[i & 1])
        return min(d, len(s) - d)
