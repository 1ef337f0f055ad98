class Solution:
    def maxSumPairWithDifferenceLessThanK(self, arr: List[int], k: int) -> int:
        a = sorted(arr)
        total = 0
        i = len(a) - 1
        while i > 0:
            if a[i] - a[i - 1] < k:
                total += a[i] + a[i - 1]
                i -= 2
            else:
                i -= 1
        return total
