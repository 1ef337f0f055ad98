class Solution:
    def twoCliques(self, V: int, edges: List[List[int]]) -> bool:
        adj = [set() for _ in range(V)]
        for u, v in edges:
            adj[u].add(v)
            adj[v].add(u)
        colour = [-1] * V
        uncoloured = set(range(V))
        while uncoloured:
            s = uncoloured.pop()
            colour[s] = 0
            queue = [s]
            for u in queue:
                # complement neighbours: everyone not adjacent to u (and not u)
                others = [v for v in range(V) if v != u and v not in adj[u]]
                for v in others:
                    if colour[v] < 0:
                        colour[v] = 1 - colour[u]
                        uncoloured.discard(v)
                        queue.append(v)
                    elif colour[v] == colour[u]:
                        return False
        return True
