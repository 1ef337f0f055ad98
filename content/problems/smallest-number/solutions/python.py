class Solution:
    def smallestNumber(self, S: int, D: int) -> str:
        if S > 9 * D:
            return "-1"
        digits = [0] * D
        left = S - 1
        for i in range(D - 1, 0, -1):
            digits[i] = min(9, left)
            left -= digits[i]
        digits[0] = left + 1
        return "".join(map(str, digits))
