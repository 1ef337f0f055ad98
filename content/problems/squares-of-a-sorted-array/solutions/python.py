class Solution:
    def sortedSquares(self, nums: List[int]) -> List[int]:
        n = len(nums)
        out = [0] * n
        lo, hi = 0, n - 1
        for k in range(n - 1, -1, -1):
            if abs(nums[lo]) > abs(nums[hi]):
                out[k] = nums[lo] * nums[lo]
                lo += 1
            else:
                out[k] = nums[hi] * nums[hi]
                hi -= 1
        return out
