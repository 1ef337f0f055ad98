class Solution:
    def findPivot(self, arr: List[int]) -> int:
        n = len(arr)
        last = arr[-1]
        lo, hi = 0, n - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if arr[mid] > last:
                lo = mid
            else:
                hi = mid - 1
        return lo if arr[lo] > last else n - 1
