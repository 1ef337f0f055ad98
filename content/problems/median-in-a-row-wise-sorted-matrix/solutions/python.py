class Solution:
    def median(self, mat: List[List[int]]) -> int:
        lo = min(row[0] for row in mat)
        hi = max(row[-1] for row in mat)
        half = len(mat) * len(mat[0]) // 2
        while lo < hi:
            mid = (lo + hi) // 2
            if sum(bisect.bisect_right(row, mid) for row in mat) > half:
                hi = mid
            else:
                lo = mid + 1
        return lo
