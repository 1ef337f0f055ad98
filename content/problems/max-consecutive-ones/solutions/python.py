class Solution:
    def findMaxConsecutiveOnes(self, nums: List[int]) -> int:
        best = run = 0
        for x in nums:
            if x == 1:
                run += 1
                if run > best:
                    best = run
            else:
                run = 0
        return best
