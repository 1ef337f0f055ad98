class Solution:
    def maxCoins(self, nums: List[int]) -> int:
        a = [1] + nums + [1]
        m = len(a)
        dp = [[0] * m for _ in range(m)]
        for length in range(2, m):
            for l in range(0, m - length):
                r = l + length
                al_ar = a[l] * a[r]
                row_l = dp[l]
                best = 0
                for k in range(l + 1, r):
                    v = row_l[k] + al_ar * a[k] + dp[k][r]
                    if v > best:
                        best = v
                row_l[r] = best
        return dp[0][m - 1]
