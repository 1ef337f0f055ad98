class Solution:
    def isCycle(self, V: int, adj: List[List[int]]) -> bool:
        parent = list(range(V))

        def find(x):
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        for u in range(V):
            for v in adj[u]:
                if u < v:
                    a, b = find(u), find(v)
                    if a == b:
                        return True
                    parent[a] = b
        return False
