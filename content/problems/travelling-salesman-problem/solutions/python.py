class Solution:
    def totalCost(self, cost: List[List[int]]) -> int:
        n = len(cost)
        if n == 1:
            return 0
        full = 1 << n
        INF = float("inf")
        dp = [[INF] * n for _ in range(full)]
        dp[1][0] = 0
        for mask in range(1, full, 2):
            row = dp[mask]
            outside = [k for k in range(1, n) if not mask >> k & 1]
            if not outside:
                continue
            for j in range(n):
                cur = row[j]
                if cur == INF:
                    continue
                cj = cost[j]
                for k in outside:
                    val = cur + cj[k]
                    nxt = dp[mask | 1 << k]
                    if val < nxt[k]:
                        nxt[k] = val
        last = dp[full - 1]
        return min(last[j] + cost[j][0] for j in range(1, n))
