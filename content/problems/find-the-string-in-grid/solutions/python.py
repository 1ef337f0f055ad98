class Solution:
    def searchWord(self, grid: List[List[str]], word: str) -> List[List[int]]:
        R, C, L = len(grid), len(grid[0]), len(word)
        dirs = [(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1)]
        res = []
        for r in range(R):
            row = grid[r]
            for c in range(C):
                if row[c] != word[0]:
                    continue
                for dr, dc in dirs:
                    er, ec = r + (L - 1) * dr, c + (L - 1) * dc
                    if not (0 <= er < R and 0 <= ec < C):
                        continue
                    k = 1
                    while k < L and grid[r + k * dr][c + k * dc] == word[k]:
                        k += 1
                    if k == L:
                        res.append([r, c])
                        break
        return res
