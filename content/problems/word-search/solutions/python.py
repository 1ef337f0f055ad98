class Solution:
    def exist(self, board: List[List[str]], word: str) -> bool:
        m, n = len(board), len(board[0])
        have = collections.Counter(ch for row in board for ch in row)
        need = collections.Counter(word)
        if any(have[ch] < cnt for ch, cnt in need.items()):
            return False
        if have[word[0]] > have[word[-1]]:
            word = word[::-1]
        L = len(word)

        def dfs(r: int, c: int, k: int) -> bool:
            if board[r][c] != word[k]:
                return False
            if k == L - 1:
                return True
            saved = board[r][c]
            board[r][c] = '#'
            for nr, nc in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= nr < m and 0 <= nc < n and dfs(nr, nc, k + 1):
                    board[r][c] = saved
                    return True
            board[r][c] = saved
            return False

        return any(dfs(r, c, 0) for r in range(m) for c in range(n))
