class Solution:
    def minimumDays(self, S: int, N: int, M: int) -> int:
        if M > N or (S >= 7 and 6 * N < 7 * M):
            return -1
        return -(-S * M // N)
