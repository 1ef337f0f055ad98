class Solution:
    def getMinDiff(self, arr: List[int], k: int) -> int:
        a = sorted(arr)
        n = len(a)
        best = a[-1] - a[0]
        first_up, last_down = a[0] + k, a[-1] - k
        for i in range(1, n):
            if a[i] < k:
                continue
            lo = min(first_up, a[i] - k)
            hi = max(a[i - 1] + k, last_down)
            if hi - lo < best:
                best = hi - lo
        return best
