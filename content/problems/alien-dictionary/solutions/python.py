class Solution:
    def findOrder(self, dict: List[str], n: int, k: int) -> str:
        adj = [set() for _ in range(k)]
        for a, b in zip(dict, dict[1:]):
            for x, y in zip(a, b):
                if x != y:
                    adj[ord(x) - 97].add(ord(y) - 97)
                    break
        # DFS finishing order, reversed
        state = [0] * k
        out = []

        def visit(u):
            state[u] = 1
            for v in adj[u]:
                if state[v] == 0:
                    visit(v)
            state[u] = 2
            out.append(chr(97 + u))

        for c in range(k):
            if state[c] == 0:
                visit(c)
        return "".join(reversed(out))
