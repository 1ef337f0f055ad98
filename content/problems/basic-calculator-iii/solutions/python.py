class Solution:
    def calculate(self, s: str) -> int:
        terms = [[]]
        ops = ['+']
        num = 0

        def push(v):
            t = terms[-1]
            op = ops[-1]
            if op == '+':
                t.append(v)
            elif op == '-':
                t.append(-v)
            elif op == '*':
                t[-1] *= v
            else:
                a = t[-1]
                q = abs(a) // abs(v)
                t[-1] = q if (a >= 0) == (v > 0) else -q

        for c in s:
            if '0' <= c <= '9':
                num = num * 10 + ord(c) - 48
            elif c == '(':
                terms.append([])
                ops.append('+')
            elif c == ')':
                push(num)
                num = sum(terms.pop())
                ops.pop()
            else:
                push(num)
                num = 0
                ops[-1] = c
        push(num)
        return sum(terms[-1])
