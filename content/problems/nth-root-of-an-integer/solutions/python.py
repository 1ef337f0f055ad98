class Solution:
    def nthRoot(self, n: int, m: int) -> int:
        lo, hi = 1, m
        while lo <= hi:
            mid = (lo + hi) // 2
            p = 1
            for _ in range(n):
                p *= mid
                if p > m:
                    break
            if p == m:
                return mid
            if p > m:
                hi = mid - 1
            else:
                lo = mid + 1
        return -1
