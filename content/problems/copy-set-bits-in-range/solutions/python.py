class Solution:
    def copySetBits(self, x: int, y: int, l: int, r: int) -> int:
        mask = ((1 << (r - l + 1)) - 1) << (l - 1)
        return x | (y & mask)
