class Solution:
    def countSetBits(self, n: int) -> int:
        m = n + 1
        total = 0
        p = 1
        while p <= n:
            total += (m // (2 * p)) * p + max(0, m % (2 * p) - p)
            p *= 2
        return total
