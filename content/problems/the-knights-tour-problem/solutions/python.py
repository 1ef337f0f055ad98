class Solution:
    def knightTour(self, n: int) -> List[List[int]]:
        if 2 <= n <= 4:
            return []
        moves = ((2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2), (1, -2), (2, -1))
        board = [[-1] * n for _ in range(n)]

        def onward(x, y):
            return [(x + dx, y + dy) for dx, dy in moves
                    if 0 <= x + dx < n and 0 <= y + dy < n and board[x + dx][y + dy] == -1]

        def go(x, y, step):
            board[x][y] = step
            if step == n * n - 1:
                return True
            nxt = []
            for a, b in onward(x, y):
                board[a][b] = -2
                around = onward(a, b)
                second = sum(len(onward(p, q)) for p, q in around)
                board[a][b] = -1
                nxt.append((len(around), second, a, b))
            nxt.sort()
            for _, _, a, b in nxt:
                if go(a, b, step + 1):
                    return True
            board[x][y] = -1
            return False

        return board if go(0, 0, 0) else []
