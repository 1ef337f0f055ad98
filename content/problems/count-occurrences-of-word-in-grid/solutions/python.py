class Solution:
    def countWord(self, grid: List[List[str]], word: str) -> int:
        R, C, L = len(grid), len(grid[0]), len(word)
        used = [[False] * C for _ in range(R)]

        def dfs(r, c, k):
            if k == L - 1:
                return 1
            used[r][c] = True
            total = 0
            nxt = word[k + 1]
            for y, x in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= y < R and 0 <= x < C and not used[y][x] and grid[y][x] == nxt:
                    total += dfs(y, x, k + 1)
            used[r][c] = False
            return total

        return sum(dfs(r, c, 0) for r in range(R) for c in range(C) if grid[r][c] == word[0])
