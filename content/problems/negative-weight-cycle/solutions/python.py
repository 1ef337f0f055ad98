class Solution:
    def isNegativeWeightCycle(self, n: int, edges: List[List[int]]) -> int:
        dist = [0] * n
        for _ in range(n):
            changed = False
            for u, v, w in edges:
                if dist[u] + w < dist[v]:
                    dist[v] = dist[u] + w
                    changed = True
            if not changed:
                return 0
        return 1
