class Solution:
    def valueEqualToIndex(self, arr: List[int]) -> List[int]:
        return [i + 1 for i, v in enumerate(arr) if v == i + 1]
