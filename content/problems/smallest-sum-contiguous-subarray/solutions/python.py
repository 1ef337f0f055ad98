class Solution:
    def smallestSumSubarray(self, a: List[int]) -> int:
        cur = best = a[0]
        for x in a[1:]:
            cur = x if cur > 0 else cur + x
            if cur < best:
                best = cur
        return best
