class Solution:
    def validateStackSequences(self, pushed: List[int], popped: List[int]) -> bool:
        stack = []
        j = 0
        for v in pushed:
            stack.append(v)
            while stack and stack[-1] == popped[j]:
                stack.pop()
                j += 1
        return not stack
