class Solution:
    def optimalSearchTree(self, keys: List[int], freq: List[int]) -> int:
        n = len(keys)
        pre = [0] * (n + 1)
        for i in range(n):
            pre[i + 1] = pre[i] + freq[i]
        cost = [[0] * (n + 1) for _ in range(n + 1)]
        for length in range(1, n + 1):
            for i in range(n - length + 1):
                j = i + length
                row = cost[i]
                best = min(row[r] + cost[r + 1][j] for r in range(i, j))
                row[j] = best + pre[j] - pre[i]
        return cost[0][n]
