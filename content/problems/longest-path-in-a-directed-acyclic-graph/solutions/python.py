class Solution:
    def longestPath(self, V: int, edges: List[List[int]], src: int) -> List[int]:
        adj = [[] for _ in range(V)]
        indeg = [0] * V
        for u, v, w in edges:
            adj[u].append((v, w))
            indeg[v] += 1
        order = [u for u in range(V) if indeg[u] == 0]
        h = 0
        while h < len(order):
            for v, _ in adj[order[h]]:
                indeg[v] -= 1
                if indeg[v] == 0:
                    order.append(v)
            h += 1
        best = [-1] * V
        best[src] = 0
        for u in order:
            bu = best[u]
            if bu < 0:
                continue
            for v, w in adj[u]:
                if bu + w > best[v]:
                    best[v] = bu + w
        return best
