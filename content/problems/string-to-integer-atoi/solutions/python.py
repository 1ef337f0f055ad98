class Solution:
    def myAtoi(self, s: str) -> int:
        INT_MAX, INT_MIN = 2**31 - 1, -2**31
        i, n = 0, len(s)
        while i < n and s[i] == ' ':
            i += 1
        sign = 1
        if i < n and (s[i] == '+' or s[i] == '-'):
            if s[i] == '-':
                sign = -1
            i += 1
        res = 0
        while i < n and '0' <= s[i] <= '9':
            d = ord(s[i]) - 48
            if res > (INT_MAX - d) // 10:
                return INT_MAX if sign == 1 else INT_MIN
            res = res * 10 + d
            i += 1
        return sign * res
