class Solution:
    def topoSort(self, V: int, adj: List[List[int]]) -> List[int]:
        # DFS finishing order, reversed (iterative to stay off the recursion limit)
        state = [0] * V  # 0 new, 1 on the stack, 2 finished
        finished = []
        for start in range(V):
            if state[start]:
                continue
            state[start] = 1
            stack = [(start, iter(adj[start]))]
            while stack:
                u, it = stack[-1]
                for v in it:
                    if not state[v]:
                        state[v] = 1
                        stack.append((v, iter(adj[v])))
                        break
                else:
                    stack.pop()
                    state[u] = 2
                    finished.append(u)
        finished.reverse()
        return finished
