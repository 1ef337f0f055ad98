class Solution:
    def findTwoElement(self, arr: List[int]) -> List[int]:
        n = len(arr)
        s = sum(arr) - n * (n + 1) // 2
        q = sum(v * v for v in arr) - n * (n + 1) * (2 * n + 1) // 6
        a = (s + q // s) // 2
        return [a, a - s]
