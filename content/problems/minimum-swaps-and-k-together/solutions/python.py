class Solution:
    def minSwap(self, arr: List[int], k: int) -> int:
        c = sum(1 for x in arr if x <= k)
        if c == 0:
            return 0
        bad = sum(1 for x in arr[:c] if x > k)
        best = bad
        for i in range(c, len(arr)):
            bad += (arr[i] > k) - (arr[i - c] > k)
            if bad < best:
                best = bad
        return best
