class Solution:
    def findPosition(self, N: int) -> int:
        if N == 0 or N & (N - 1):
            return -1
        return N.bit_length()
