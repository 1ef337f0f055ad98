class Solution:
    def longestSubseq(self, arr: List[int]) -> int:
        best = {}
        ans = 0
        for v in arr:
            cur = 1 + max(best.get(v - 1, 0), best.get(v + 1, 0))
            if cur > best.get(v, 0):
                best[v] = cur
            if cur > ans:
                ans = cur
        return ans
