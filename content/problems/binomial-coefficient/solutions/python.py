class Solution:
    def nCr(self, n: int, r: int) -> int:
        if r > n:
            return 0
        P = 10**9 + 7
        row = [1] + [0] * r
        for i in range(1, n + 1):
            for j in range(min(i, r), 0, -1):
                row[j] = (row[j] + row[j - 1]) % P
        return row[r]
