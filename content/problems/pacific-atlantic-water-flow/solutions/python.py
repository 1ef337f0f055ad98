class Solution:
    def pacificAtlantic(self, heights: List[List[int]]) -> List[List[int]]:
        m, n = len(heights), len(heights[0])

        def fill(starts):
            seen = [[False] * n for _ in range(m)]
            stack = []
            for r, c in starts:
                if not seen[r][c]:
                    seen[r][c] = True
                    stack.append((r, c))
            while stack:
                r, c = stack.pop()
                h = heights[r][c]
                for x, y in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                    if 0 <= x < m and 0 <= y < n and not seen[x][y] and heights[x][y] >= h:
                        seen[x][y] = True
                        stack.append((x, y))
            return seen

        pacific = fill([(0, c) for c in range(n)] + [(r, 0) for r in range(m)])
        atlantic = fill([(m - 1, c) for c in range(n)] + [(r, n - 1) for r in range(m)])
        return [[r, c] for r in range(m) for c in range(n) if pacific[r][c] and atlantic[r][c]]
