class Solution:
    def isBipartite(self, graph: List[List[int]]) -> bool:
        colour = [-1] * len(graph)
        for s in range(len(graph)):
            if colour[s] != -1:
                continue
            colour[s] = 0
            queue = deque([s])
            while queue:
                u = queue.popleft()
                for v in graph[u]:
                    if colour[v] == -1:
                        colour[v] = 1 - colour[u]
                        queue.append(v)
                    elif colour[v] == colour[u]:
                        return False
        return True
