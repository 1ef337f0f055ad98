class Solution:
    def graphColoring(self, v: int, edges: List[List[int]], m: int) -> bool:
        adj = [[] for _ in range(v)]
        for a, b in edges:
            adj[a].append(b)
            adj[b].append(a)
        color = [-1] * v

        def go(u: int, used: int) -> bool:
            if u == v:
                return True
            for c in range(min(m, used + 1)):
                if any(color[w] == c for w in adj[u]):
                    continue
                color[u] = c
                if go(u + 1, max(used, c + 1)):
                    return True
                color[u] = -1
            return False

        return go(0, 0)
