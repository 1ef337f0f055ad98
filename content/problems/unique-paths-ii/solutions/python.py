class Solution:
    def uniquePathsWithObstacles(self, obstacleGrid: List[List[int]]) -> int:
        n = len(obstacleGrid[0])
        row = [0] * n
        row[0] = 0 if obstacleGrid[0][0] else 1
        for g in obstacleGrid:
            for c in range(n):
                if g[c]:
                    row[c] = 0
                elif c > 0:
                    row[c] += row[c - 1]
        return row[n - 1]
