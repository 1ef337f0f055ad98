class Solution:
    def findAllPossiblePaths(self, n: int, m: int, grid: List[List[int]]) -> List[List[int]]:
        out = []
        path = []

        def go(r: int, c: int) -> None:
            path.append(grid[r][c])
            if r == n - 1 and c == m - 1:
                out.append(path[:])
            else:
                if r + 1 < n:
                    go(r + 1, c)
                if c + 1 < m:
                    go(r, c + 1)
            path.pop()

        go(0, 0)
        return out
