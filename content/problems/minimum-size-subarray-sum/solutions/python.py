class Solution:
    def minSubArrayLen(self, target: int, nums: List[int]) -> int:
        left = total = 0
        best = len(nums) + 1
        for right, x in enumerate(nums):
            total += x
            while total >= target:
                if right - left + 1 < best:
                    best = right - left + 1
                total -= nums[left]
                left += 1
        return 0 if best == len(nums) + 1 else best
