class Solution:
    def checkRedundancy(self, s: str) -> bool:
        stack = []
        for ch in s:
            if ch != ')':
                stack.append(ch)
                continue
            operator = False
            while stack[-1] != '(':
                if stack.pop() in '+-*/':
                    operator = True
            stack.pop()
            if not operator:
                return True
        return False
