class Solution:
    def bfsOfGraph(self, V: int, adj: List[List[int]]) -> List[int]:
        seen = [False] * V
        seen[0] = True
        order = [0]
        head = 0
        while head < len(order):
            u = order[head]
            head += 1
            for v in adj[u]:
                if not seen[v]:
                    seen[v] = True
                    order.append(v)
        return order
