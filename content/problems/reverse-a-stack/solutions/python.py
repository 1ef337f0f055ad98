class Solution:
    def reverseStack(self, stack: List[int]) -> List[int]:
        def insert_at_bottom(x):
            if not stack:
                stack.append(x)
                return
            t = stack.pop()
            insert_at_bottom(x)
            stack.append(t)

        def rev():
            if not stack:
                return
            x = stack.pop()
            rev()
            insert_at_bottom(x)

        rev()
        return stack
