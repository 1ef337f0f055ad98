class Solution:
    def findCheapestPrice(self, n: int, flights: List[List[int]], src: int, dst: int, k: int) -> int:
        INF = float('inf')
        cost = [INF] * n
        cost[src] = 0
        for _ in range(k + 1):
            nxt = cost[:]
            for u, v, p in flights:
                c = cost[u] + p
                if c < nxt[v]:
                    nxt[v] = c
            cost = nxt
        return -1 if cost[dst] == INF else cost[dst]
