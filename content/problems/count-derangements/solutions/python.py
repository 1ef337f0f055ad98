class Solution:
    def countDer(self, n: int) -> int:
        M = 10**9 + 7
        a, b = 1, 0
        for i in range(2, n + 1):
            a, b = b, (i - 1) * (a + b) % M
        return b
