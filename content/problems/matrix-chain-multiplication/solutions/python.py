class Solution:
    def matrixMultiplication(self, arr: List[int]) -> int:
        n = len(arr) - 1
        dp = [[0] * (n + 1) for _ in range(n + 1)]
        for length in range(2, n + 1):
            for i in range(1, n - length + 2):
                j = i + length - 1
                dp[i][j] = min(dp[i][k] + dp[k + 1][j] + arr[i - 1] * arr[k] * arr[j] for k in range(i, j))
        return dp[1][n]
