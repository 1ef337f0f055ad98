class Solution:
    def minimumTime(self, n: int, edges: List[List[int]]) -> List[int]:
        adj = [[] for _ in range(n + 1)]
        indeg = [0] * (n + 1)
        for u, v in edges:
            adj[u].append(v)
            indeg[v] += 1
        time = [1] * (n + 1)
        queue = [u for u in range(1, n + 1) if indeg[u] == 0]
        h = 0
        while h < len(queue):
            u = queue[h]
            h += 1
            t = time[u] + 1
            for v in adj[u]:
                if t > time[v]:
                    time[v] = t
                indeg[v] -= 1
                if indeg[v] == 0:
                    queue.append(v)
        return time[1:]
