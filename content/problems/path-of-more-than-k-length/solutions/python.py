class Solution:
    def pathMoreThanK(self, V: int, edges: List[List[int]], k: int) -> bool:
        adj = [[] for _ in range(V)]
        for u, v, w in edges:
            adj[u].append((v, w))
            adj[v].append((u, w))
        # best[mask] maps endpoint -> heaviest weight of a simple path from 0 over mask
        best = [None] * (1 << V)
        best[1] = {0: 0}
        for mask in range(1, 1 << V, 2):
            states = best[mask]
            if not states:
                continue
            for v, cur in states.items():
                if cur >= k:
                    return True
                for u, w in adj[v]:
                    if mask >> u & 1:
                        continue
                    nm = mask | (1 << u)
                    d = best[nm]
                    if d is None:
                        best[nm] = d = {}
                    if d.get(u, -1) < cur + w:
                        d[u] = cur + w
            best[mask] = None
        return False
