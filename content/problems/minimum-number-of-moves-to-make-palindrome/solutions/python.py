class Solution:
    def minMovesToMakePalindrome(self, s: str) -> int:
        c = list(s)
        moves = 0
        while len(c) > 1:
            j = len(c) - 1 - c[::-1].index(c[0])
            if j == 0:
                # the odd character: it ends in the middle
                moves += len(c) // 2
                c.pop(0)
                continue
            moves += len(c) - 1 - j
            c.pop(j)
            c.pop(0)
        return moves
