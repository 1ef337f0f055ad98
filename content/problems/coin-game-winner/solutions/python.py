class Solution:
    def findWinner(self, n: int, x: int, y: int) -> int:
        win = bytearray(n + 1)
        for m in range(1, n + 1):
            if not win[m - 1] or (m >= x and not win[m - x]) or (m >= y and not win[m - y]):
                win[m] = 1
        return win[n]
