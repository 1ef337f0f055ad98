class Solution:
    def isEulerCircuit(self, V: int, adj: List[List[int]]) -> int:
        start = next(u for u in range(V) if adj[u])
        seen = [False] * V
        seen[start] = True
        stack = [start]
        while stack:
            u = stack.pop()
            for v in adj[u]:
                if not seen[v]:
                    seen[v] = True
                    stack.append(v)
        odd = 0
        for u in range(V):
            if adj[u] and not seen[u]:
                return 0
            odd += len(adj[u]) % 2
        return 2 if odd == 0 else 1 if odd == 2 else 0
