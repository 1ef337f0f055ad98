class Solution:
    def removals(self, arr: List[int], k: int) -> int:
        a = sorted(arr)
        n = len(a)
        best = 0
        j = 0
        for i in range(n):
            if j < i:
                j = i
            while j + 1 < n and a[j + 1] - a[i] <= k:
                j += 1
            if j - i + 1 > best:
                best = j - i + 1
        return n - best
