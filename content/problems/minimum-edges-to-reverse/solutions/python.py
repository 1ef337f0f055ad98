class Solution:
    def minimumEdgeReversal(self, edges: List[List[int]], n: int, src: int, dst: int) -> int:
        adj = [[] for _ in range(n + 1)]
        for u, v in edges:
            adj[u].append((v, 0))
            adj[v].append((u, 1))
        INF = float("inf")
        dist = [INF] * (n + 1)
        dist[src] = 0
        dq = collections.deque([src])
        while dq:
            u = dq.popleft()
            du = dist[u]
            for v, c in adj[u]:
                if du + c < dist[v]:
                    dist[v] = du + c
                    if c:
                        dq.append(v)
                    else:
                        dq.appendleft(v)
        return -1 if dist[dst] == INF else dist[dst]
