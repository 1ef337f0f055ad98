class Solution:
    def graphColoring(self, V: int, edges: List[List[int]], m: int) -> bool:
        adj = [[] for _ in range(V)]
        for u, v in edges:
            adj[u].append(v)
            adj[v].append(u)
        order = sorted(range(V), key=lambda x: -len(adj[x]))
        colour = [0] * V

        def place(i, used):
            if i == V:
                return True
            u = order[i]
            taken = {colour[v] for v in adj[u]}
            for c in range(1, min(m, used + 1) + 1):
                if c in taken:
                    continue
                colour[u] = c
                if place(i + 1, max(used, c)):
                    return True
                colour[u] = 0
            return False

        return place(0, 0)
