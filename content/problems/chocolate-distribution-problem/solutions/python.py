class Solution:
    def findMinDiff(self, a: List[int], m: int) -> int:
        s = sorted(a)
        return min(s[i + m - 1] - s[i] for i in range(len(s) - m + 1))
