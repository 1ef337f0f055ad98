class Solution:
    def nextLargerElement(self, arr: List[int]) -> List[int]:
        out = [-1] * len(arr)
        stack = []
        for i in range(len(arr) - 1, -1, -1):
            v = arr[i]
            while stack and stack[-1] <= v:
                stack.pop()
            if stack:
                out[i] = stack[-1]
            stack.append(v)
        return out
