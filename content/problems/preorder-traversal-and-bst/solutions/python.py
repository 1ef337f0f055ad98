class Solution:
    def canRepresentBST(self, arr: List[int]) -> bool:
        stack = []
        low = -1
        for x in arr:
            if x < low:
                return False
            while stack and stack[-1] < x:
                low = stack.pop()
            stack.append(x)
        return True
