class Solution:
    def doUnion(self, a: List[int], b: List[int]) -> int:
        return len(set(a) | set(b))
