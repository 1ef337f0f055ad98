class Solution:
    def numIslands(self, grid: List[List[str]]) -> int:
        n, m = len(grid), len(grid[0])
        count = 0
        for i in range(n):
            for j in range(m):
                if grid[i][j] != "1":
                    continue
                count += 1
                grid[i][j] = "0"
                stack = [(i, j)]
                while stack:
                    r, c = stack.pop()
                    for nr in (r - 1, r, r + 1):
                        if nr < 0 or nr >= n:
                            continue
                        row = grid[nr]
                        for nc in (c - 1, c, c + 1):
                            if 0 <= nc < m and row[nc] == "1":
                                row[nc] = "0"
                                stack.append((nr, nc))
        return count
