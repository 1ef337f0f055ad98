class Solution:
    def insertAtBottom(self, stack: List[int], x: int) -> List[int]:
        held = []
        while stack:
            held.append(stack.pop())
        stack.append(x)
        while held:
            stack.append(held.pop())
        return stack
