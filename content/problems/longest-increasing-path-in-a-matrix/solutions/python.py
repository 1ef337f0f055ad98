class Solution:
    def longestIncreasingPath(self, matrix: List[List[int]]) -> int:
        m, n = len(matrix), len(matrix[0])
        out_deg = [[0] * n for _ in range(m)]
        dirs = ((1, 0), (-1, 0), (0, 1), (0, -1))
        layer = []
        for r in range(m):
            for c in range(n):
                v = matrix[r][c]
                d = 0
                for dr, dc in dirs:
                    nr, nc = r + dr, c + dc
                    if 0 <= nr < m and 0 <= nc < n and matrix[nr][nc] > v:
                        d += 1
                out_deg[r][c] = d
                if d == 0:
                    layer.append((r, c))
        length = 0
        while layer:
            length += 1
            nxt = []
            for r, c in layer:
                v = matrix[r][c]
                for dr, dc in dirs:
                    nr, nc = r + dr, c + dc
                    if 0 <= nr < m and 0 <= nc < n and matrix[nr][nc] < v:
                        out_deg[nr][nc] -= 1
                        if out_deg[nr][nc] == 0:
                            nxt.append((nr, nc))
            layer = nxt
        return length
