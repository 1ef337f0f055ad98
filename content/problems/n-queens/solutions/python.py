class Solution:
    def solveNQueens(self, n: int) -> List[List[str]]:
        out = []
        queens = []
        full = (1 << n) - 1

        def place(cols: int, d1: int, d2: int) -> None:
            if len(queens) == n:
                out.append(['.' * c + 'Q' + '.' * (n - c - 1) for c in queens])
                return
            free = full & ~(cols | d1 | d2)
            while free:
                bit = free & -free
                free ^= bit
                queens.append(bit.bit_length() - 1)
                place(cols | bit, ((d1 | bit) << 1) & full, (d2 | bit) >> 1)
                queens.pop()

        place(0, 0, 0)
        return out
