class Solution:
    def canPartitionKSubsets(self, nums: List[int], k: int) -> bool:
        total = sum(nums)
        if total % k:
            return False
        target = total // k
        nums = sorted(nums)
        if nums[-1] > target:
            return False
        n = len(nums)
        full = (1 << n) - 1
        fill = [-1] * (1 << n)
        fill[0] = 0
        for mask in range(1 << n):
            f = fill[mask]
            if f < 0:
                continue
            for i in range(n):
                if f + nums[i] > target:
                    break
                bit = 1 << i
                if mask & bit or fill[mask | bit] >= 0:
                    continue
                fill[mask | bit] = (f + nums[i]) % target
        return fill[full] == 0
