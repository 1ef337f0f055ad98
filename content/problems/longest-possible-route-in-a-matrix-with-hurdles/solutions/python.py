class Solution:
    def longestPath(self, mat: List[List[int]], xs: int, ys: int, xd: int, yd: int) -> int:
        n, m = len(mat), len(mat[0])
        if mat[xs][ys] == 0 or mat[xd][yd] == 0:
            return -1
        # Flattened grid with precomputed open neighbours.
        idx = lambda r, c: r * m + c
        nbrs = [[] for _ in range(n * m)]
        for r in range(n):
            for c in range(m):
                if mat[r][c]:
                    for a, b in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                        if 0 <= a < n and 0 <= b < m and mat[a][b]:
                            nbrs[idx(r, c)].append(idx(a, b))
        target = idx(xd, yd)
        seen = [False] * (n * m)
        best = -1

        def dfs(v: int, length: int) -> None:
            nonlocal best
            if v == target:
                if length > best:
                    best = length
                return
            seen[v] = True
            for w in nbrs[v]:
                if not seen[w]:
                    dfs(w, length + 1)
            seen[v] = False

        dfs(idx(xs, ys), 0)
        return best
