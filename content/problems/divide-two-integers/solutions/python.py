class Solution:
    def divide(self, dividend: int, divisor: int) -> int:
        MAX, MIN = 2**31 - 1, -2**31
        if dividend == MIN and divisor == -1:
            return MAX
        negative = (dividend < 0) != (divisor < 0)
        a, b = abs(dividend), abs(divisor)
        q = 0
        for s in range(31, -1, -1):
            if (b << s) <= a:
                a -= b << s
                q += 1 << s
        return -q if negative else q
