class Solution:
    def findNum(self, n: int) -> int:
        def zeros(x: int) -> int:
            z, p = 0, 5
            while p <= x:
                z += x // p
                p *= 5
            return z

        lo, hi = 1, 5 * n
        while lo < hi:
            mid = (lo + hi) // 2
            if zeros(mid) >= n:
                hi = mid
            else:
                lo = mid + 1
        return lo
