class Solution:
    def isCyclic(self, V: int, adj: List[List[int]]) -> bool:
        indeg = [0] * V
        for lst in adj:
            for v in lst:
                indeg[v] += 1
        queue = [u for u in range(V) if indeg[u] == 0]
        head = 0
        while head < len(queue):
            u = queue[head]
            head += 1
            for v in adj[u]:
                indeg[v] -= 1
                if indeg[v] == 0:
                    queue.append(v)
        return len(queue) < V
