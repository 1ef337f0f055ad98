class Solution:
    def kosaraju(self, V: int, adj: List[List[int]]) -> int:
        seen = [False] * V
        finish = []
        for s in range(V):
            if seen[s]:
                continue
            seen[s] = True
            stack = [(s, iter(adj[s]))]
            while stack:
                u, it = stack[-1]
                for v in it:
                    if not seen[v]:
                        seen[v] = True
                        stack.append((v, iter(adj[v])))
                        break
                else:
                    stack.pop()
                    finish.append(u)
        radj = [[] for _ in range(V)]
        for u in range(V):
            for v in adj[u]:
                radj[v].append(u)
        done = [False] * V
        count = 0
        for s in reversed(finish):
            if done[s]:
                continue
            count += 1
            done[s] = True
            stack = [s]
            while stack:
                u = stack.pop()
                for v in radj[u]:
                    if not done[v]:
                        done[v] = True
                        stack.append(v)
        return count
