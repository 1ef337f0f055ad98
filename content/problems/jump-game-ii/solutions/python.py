class Solution:
    def jump(self, nums: List[int]) -> int:
        jumps = end = far = 0
        for i in range(len(nums) - 1):
            if i + nums[i] > far:
                far = i + nums[i]
            if i == end:
                jumps += 1
                end = far
        return jumps
