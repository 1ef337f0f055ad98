class Solution:
    def getMaximumGenerated(self, n: int) -> int:
        if n == 0:
            return 0
        nums = [0] * (n + 1)
        nums[1] = 1
        for k in range(2, n + 1):
            h = k // 2
            nums[k] = nums[h] + nums[h + 1] if k % 2 else nums[h]
        return max(nums)
