class Solution:
    def nearest(self, grid: List[List[int]]) -> List[List[int]]:
        n, m = len(grid), len(grid[0])
        dist = [[0 if v == 1 else -1 for v in row] for row in grid]
        queue = collections.deque((i, j) for i in range(n) for j in range(m) if grid[i][j] == 1)
        while queue:
            i, j = queue.popleft()
            d = dist[i][j] + 1
            for a, b in ((i + 1, j), (i - 1, j), (i, j + 1), (i, j - 1)):
                if 0 <= a < n and 0 <= b < m and dist[a][b] == -1:
                    dist[a][b] = d
                    queue.append((a, b))
        return dist
