class Solution:
    def sortStack(self, stack: List[int]) -> List[int]:
        def insert_sorted(x):
            if not stack or stack[-1] <= x:
                stack.append(x)
                return
            t = stack.pop()
            insert_sorted(x)
            stack.append(t)

        def sort_all():
            if not stack:
                return
            x = stack.pop()
            sort_all()
            insert_sorted(x)

        sort_all()
        return stack
