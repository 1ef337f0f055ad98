class Solution:
    def rotate(self, arr: List[int]) -> None:
        last = arr.pop()
        arr.insert(0, last)
