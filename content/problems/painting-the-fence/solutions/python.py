class Solution:
    def countWays(self, n: int, k: int) -> int:
        M = 10**9 + 7
        diff, same = k % M, 0
        for _ in range(2, n + 1):
            same, diff = diff, (same + diff) * (k - 1) % M
        return (same + diff) % M
