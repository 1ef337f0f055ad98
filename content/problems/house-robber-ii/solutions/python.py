class Solution:
    def rob(self, nums: List[int]) -> int:
        def line(lo: int, hi: int) -> int:
            prev = cur = 0
            for i in range(lo, hi + 1):
                prev, cur = cur, max(cur, prev + nums[i])
            return cur

        n = len(nums)
        if n == 1:
            return nums[0]
        return max(line(0, n - 2), line(1, n - 1))
