class Solution:
    def coinChange(self, coins: List[int], amount: int) -> int:
        INF = amount + 1
        dp = [0] + [INF] * amount
        for c in coins:
            for a in range(c, amount + 1):
                v = dp[a - c] + 1
                if v < dp[a]:
                    dp[a] = v
        return dp[amount] if dp[amount] < INF else -1
