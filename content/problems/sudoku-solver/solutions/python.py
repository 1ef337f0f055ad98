class Solution:
    def solveSudoku(self, board: List[List[str]]) -> None:
        row = [0] * 9
        col = [0] * 9
        box = [0] * 9
        blanks = []
        for r in range(9):
            for c in range(9):
                ch = board[r][c]
                if ch == '.':
                    blanks.append((r, c))
                else:
                    bit = 1 << (ord(ch) - 49)
                    row[r] |= bit
                    col[c] |= bit
                    box[r // 3 * 3 + c // 3] |= bit

        def go(left: int) -> bool:
            if left == 0:
                return True
            best, best_count, best_free = -1, 10, 0
            for i in range(left):
                r, c = blanks[i]
                free = ~(row[r] | col[c] | box[r // 3 * 3 + c // 3]) & 0x1FF
                n = bin(free).count('1')
                if n < best_count:
                    best, best_count, best_free = i, n, free
                    if n <= 1:
                        break
            if best_count == 0:
                return False
            blanks[best], blanks[left - 1] = blanks[left - 1], blanks[best]
            r, c = blanks[left - 1]
            k = r // 3 * 3 + c // 3
            f = best_free
            while f:
                bit = f & -f
                f ^= bit
                row[r] |= bit
                col[c] |= bit
                box[k] |= bit
                board[r][c] = chr(48 + bit.bit_length())
                if go(left - 1):
                    return True
                row[r] ^= bit
                col[c] ^= bit
                box[k] ^= bit
            board[r][c] = '.'
            blanks[best], blanks[left - 1] = blanks[left - 1], blanks[best]
            return False

        go(len(blanks))
