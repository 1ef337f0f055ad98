class Solution:
    def runningSum(self, nums: List[int]) -> List[int]:
        total, out = 0, []
        for x in nums:
            total += x
            out.append(total)
        return out
