class Solution:
    def Maximize(self, arr: List[int]) -> int:
        arr.sort()
        return sum(v * i for i, v in enumerate(arr)) % 1000000007
