class Solution:
    def calculate(self, s: str) -> int:
        stack = []
        result, sign, num = 0, 1, 0
        for ch in s:
            if '0' <= ch <= '9':
                num = num * 10 + (ord(ch) - 48)
            elif ch == '+' or ch == '-':
                result += sign * num
                num = 0
                sign = 1 if ch == '+' else -1
            elif ch == '(':
                stack.append((result, sign))
                result, sign = 0, 1
            elif ch == ')':
                result += sign * num
                num = 0
                prev, psign = stack.pop()
                result = prev + psign * result
        return result + sign * num
