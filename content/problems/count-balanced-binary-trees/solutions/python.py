class Solution:
    def countBT(self, h: int) -> int:
        MOD = 10**9 + 7
        prev2, prev = 1, 1
        for _ in range(2, h + 1):
            prev2, prev = prev, prev * (prev + 2 * prev2) % MOD
        return prev
