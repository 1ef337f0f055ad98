class Solution:
    def maximalSquare(self, matrix: List[List[str]]) -> int:
        n = len(matrix[0])
        dp = [0] * (n + 1)
        best = 0
        for row in matrix:
            diag = 0
            for j in range(1, n + 1):
                up = dp[j]
                if row[j - 1] == '1':
                    v = min(up, dp[j - 1], diag) + 1
                    dp[j] = v
                    if v > best:
                        best = v
                else:
                    dp[j] = 0
                diag = up
        return best * best
