class Solution:
    def getMinMax(self, arr: List[int]) -> List[int]:
        return [min(arr), max(arr)]
