class Solution:
    def uniquePaths(self, m: int, n: int) -> int:
        k = min(m, n) - 1
        res = 1
        for i in range(1, k + 1):
            res = res * (m + n - 2 - k + i) // i
        return res
