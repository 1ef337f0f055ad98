class Solution:
    def minPathSum(self, grid: List[List[int]]) -> int:
        n = len(grid[0])
        row = [0] * n
        for r, g in enumerate(grid):
            if r == 0:
                acc = 0
                for c in range(n):
                    acc += g[c]
                    row[c] = acc
                continue
            row[0] += g[0]
            for c in range(1, n):
                a, b = row[c], row[c - 1]
                row[c] = g[c] + (a if a < b else b)
        return row[n - 1]
