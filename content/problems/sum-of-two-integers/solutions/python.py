class Solution:
    def getSum(self, a: int, b: int) -> int:
        mask = 0xFFFFFFFF
        while b & mask:
            a, b = (a ^ b) & mask, ((a & b) << 1) & mask
        a &= mask
        return a if a <= 0x7FFFFFFF else ~(a ^ mask)
