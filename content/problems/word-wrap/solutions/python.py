class Solution:
    def solveWordWrap(self, nums: List[int], k: int) -> int:
        n = len(nums)
        best = [0] * (n + 1)
        for i in range(n - 1, -1, -1):
            length = -1
            b = None
            for j in range(i, n):
                length += nums[j] + 1
                if length > k:
                    break
                cand = 0 if j == n - 1 else (k - length) * (k - length) + best[j + 1]
                if b is None or cand < b:
                    b = cand
            best[i] = b
        return best[0]
