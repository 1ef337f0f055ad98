class Solution:
    def countTriangles(self, V: int, edges: List[List[int]], directed: bool) -> int:
        if directed:
            outs = [set() for _ in range(V)]
            ins = [set() for _ in range(V)]
            for u, v in edges:
                outs[u].add(v)
                ins[v].add(u)
            # each directed triangle u -> v -> w -> u is found once from each of its three edges
            total = 0
            for u, v in edges:
                a, b = outs[v], ins[u]
                total += len(a & b) if len(a) < len(b) else len(b & a)
            return total // 3
        deg = [0] * V
        for u, v in edges:
            deg[u] += 1
            deg[v] += 1
        out = [set() for _ in range(V)]
        for u, v in edges:
            if (deg[u], u) < (deg[v], v):
                out[u].add(v)
            else:
                out[v].add(u)
        total = 0
        for u in range(V):
            ou = out[u]
            for v in ou:
                total += len(ou & out[v])
        return total
