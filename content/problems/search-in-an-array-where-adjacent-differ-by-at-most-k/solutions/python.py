class Solution:
    def search(self, arr: List[int], x: int, k: int) -> int:
        i, n = 0, len(arr)
        while i < n:
            if arr[i] == x:
                return i
            i += max(1, abs(arr[i] - x) // k)
        return -1
