class Solution:
    def dfsOfGraph(self, V: int, adj: List[List[int]]) -> List[int]:
        seen = [False] * V
        seen[0] = True
        order = [0]
        stack = [[0, 0]]  # vertex, index of the next neighbour to try
        while stack:
            top = stack[-1]
            u, i = top
            if i == len(adj[u]):
                stack.pop()
                continue
            top[1] = i + 1
            v = adj[u][i]
            if not seen[v]:
                seen[v] = True
                order.append(v)
                stack.append([v, 0])
        return order
