class Solution:
    def minSwaps(self, nums: List[int]) -> int:
        n = len(nums)
        target = sorted(range(n), key=nums.__getitem__)
        seen = [False] * n
        cycles = 0
        for i in range(n):
            if not seen[i]:
                cycles += 1
                j = i
                while not seen[j]:
                    seen[j] = True
                    j = target[j]
        return n - cycles
