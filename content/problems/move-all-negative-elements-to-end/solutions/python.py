class Solution:
    def segregateElements(self, arr: List[int]) -> None:
        arr[:] = [x for x in arr if x >= 0] + [x for x in arr if x < 0]
