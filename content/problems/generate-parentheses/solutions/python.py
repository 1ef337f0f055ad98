class Solution:
    def generateParenthesis(self, n: int) -> List[str]:
        out = []
        buf = []

        def go(opened: int, closed: int) -> None:
            if closed == n:
                out.append(''.join(buf))
                return
            if opened < n:
                buf.append('(')
                go(opened + 1, closed)
                buf.pop()
            if closed < opened:
                buf.append(')')
                go(opened, closed + 1)
                buf.pop()

        go(0, 0)
        return out
