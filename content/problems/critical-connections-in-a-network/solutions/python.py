class Solution:
    def criticalConnections(self, n: int, connections: List[List[int]]) -> List[List[int]]:
        adj = [[] for _ in range(n)]
        for idx, (a, b) in enumerate(connections):
            adj[a].append((b, idx))
            adj[b].append((a, idx))
        tin = [-1] * n
        low = [0] * n
        res = []
        timer = 0
        for s in range(n):
            if tin[s] >= 0:
                continue
            tin[s] = low[s] = timer
            timer += 1
            stack = [(s, -1, iter(adj[s]))]
            while stack:
                v, pe, it = stack[-1]
                advanced = False
                for u, idx in it:
                    if idx == pe:
                        continue
                    if tin[u] < 0:
                        tin[u] = low[u] = timer
                        timer += 1
                        stack.append((u, idx, iter(adj[u])))
                        advanced = True
                        break
                    if tin[u] < low[v]:
                        low[v] = tin[u]
                if advanced:
                    continue
                stack.pop()
                if stack:
                    p = stack[-1][0]
                    if low[v] < low[p]:
                        low[p] = low[v]
                    if low[v] > tin[p]:
                        res.append([p, v])
        return res
