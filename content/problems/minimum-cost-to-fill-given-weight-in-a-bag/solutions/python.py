class Solution:
    def minimumCost(self, n: int, w: int, cost: List[int]) -> int:
        INF = float('inf')
        best = [INF] * (w + 1)
        best[0] = 0
        for i in range(n):
            c = cost[i]
            if c == -1:
                continue
            s = i + 1
            for t in range(s, w + 1):
                cand = best[t - s] + c
                if cand < best[t]:
                    best[t] = cand
        return -1 if best[w] == INF else best[w]
