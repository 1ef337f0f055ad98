class Solution:
    def maxLen(self, arr: List[int]) -> int:
        first = {0: 0}
        total = best = 0
        for k, v in enumerate(arr, 1):
            total += v
            f = first.get(total)
            if f is None:
                first[total] = k
            elif k - f > best:
                best = k - f
        return best
