class Solution:
    def findDuplicate(self, nums: List[int]) -> int:
        # Binary search on the value: the smallest v with more than v elements <= v.
        lo, hi = 1, len(nums) - 1
        while lo < hi:
            mid = (lo + hi) // 2
            if sum(1 for x in nums if x <= mid) > mid:
                hi = mid
            else:
                lo = mid + 1
        return lo
