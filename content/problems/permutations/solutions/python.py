class Solution:
    def permute(self, nums: List[int]) -> List[List[int]]:
        out = []

        def go(k: int) -> None:
            if k == len(nums):
                out.append(nums.copy())
                return
            for i in range(k, len(nums)):
                nums[k], nums[i] = nums[i], nums[k]
                go(k + 1)
                nums[k], nums[i] = nums[i], nums[k]

        go(0)
        return out
