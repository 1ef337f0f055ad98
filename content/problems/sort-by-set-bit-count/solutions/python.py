class Solution:
    def sortBySetBitCount(self, arr: List[int]) -> None:
        arr.sort(key=lambda v: -bin(v).count("1"))
