class Solution:
    def findTargetSumWays(self, nums: List[int], target: int) -> int:
        total = sum(nums)
        if abs(target) > total or (total + target) % 2:
            return 0
        p = (total + target) // 2
        ways = [1] + [0] * p
        for x in nums:
            for t in range(p, x - 1, -1):
                ways[t] += ways[t - x]
        return ways[p]
