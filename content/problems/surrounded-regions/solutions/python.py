class Solution:
    def solve(self, board: List[List[str]]) -> None:
        """
        Do not return anything, modify board in-place instead.
        """
        m, n = len(board), len(board[0])
        stack = []
        for r in range(m):
            for c in range(n):
                if (r == 0 or c == 0 or r == m - 1 or c == n - 1) and board[r][c] == 'O':
                    board[r][c] = '#'
                    stack.append((r, c))
        while stack:
            r, c = stack.pop()
            for x, y in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if 0 <= x < m and 0 <= y < n and board[x][y] == 'O':
                    board[x][y] = '#'
                    stack.append((x, y))
        for r in range(m):
            row = board[r]
            for c in range(n):
                row[c] = 'O' if row[c] == '#' else 'X'
