class Solution:
    def maximizeTheCuts(self, n: int, x: int, y: int, z: int) -> int:
        best = [-1] * (n + 1)
        best[0] = 0
        for L in range(1, n + 1):
            b = -1
            for c in (x, y, z):
                if c <= L and best[L - c] >= 0 and best[L - c] + 1 > b:
                    b = best[L - c] + 1
            best[L] = b
        return max(best[n], 0)
