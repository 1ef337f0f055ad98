class Solution:
    def spanningTree(self, V: int, edges: List[List[int]]) -> int:
        # Kruskal with union-find
        parent = list(range(V))

        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        edges.sort(key=lambda e: e[2])
        total = 0
        used = 0
        for u, v, w in edges:
            a, b = find(u), find(v)
            if a != b:
                parent[a] = b
                total += w
                used += 1
                if used == V - 1:
                    break
        return total
