class Solution:
    def nextGreaterElement(self, nums1: List[int], nums2: List[int]) -> List[int]:
        nxt = {}
        stack = []
        for v in nums2:
            while stack and stack[-1] < v:
                nxt[stack.pop()] = v
            stack.append(v)
        return [nxt.get(x, -1) for x in nums1]
