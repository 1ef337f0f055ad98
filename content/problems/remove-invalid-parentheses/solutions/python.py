class Solution:
    def removeInvalidParentheses(self, s: str) -> List[str]:
        # BFS over deletion levels: the first level with a balanced string is the answer.
        def balanced(t: str) -> bool:
            bal = 0
            for ch in t:
                if ch == '(':
                    bal += 1
                elif ch == ')':
                    bal -= 1
                    if bal < 0:
                        return False
            return bal == 0

        level = {s}
        while True:
            found = [t for t in level if balanced(t)]
            if found:
                return found
            nxt = set()
            for t in level:
                for i, ch in enumerate(t):
                    if ch in '()' and (i == 0 or t[i - 1] != ch):
                        nxt.add(t[:i] + t[i + 1:])
            level = nxt
