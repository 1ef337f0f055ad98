class Solution:
    def canJump(self, nums: List[int]) -> bool:
        reach = 0
        last = len(nums) - 1
        for i, x in enumerate(nums):
            if i > reach:
                return False
            if i + x > reach:
                reach = i + x
                if reach >= last:
                    return True
        return True
