class Solution:
    def longestConsecutive(self, nums: List[int]) -> int:
        values = set(nums)
        best = 0
        for v in values:
            if v - 1 not in values:
                end = v
                while end + 1 in values:
                    end += 1
                best = max(best, end - v + 1)
        return best
