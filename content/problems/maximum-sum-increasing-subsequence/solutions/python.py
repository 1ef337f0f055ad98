class Solution:
    def maxSumIS(self, arr: List[int]) -> int:
        best = []
        for i, x in enumerate(arr):
            b = 0
            for j in range(i):
                if arr[j] < x and best[j] > b:
                    b = best[j]
            best.append(b + x)
        return max(best)
