class Solution:
    def findPages(self, arr: List[int], k: int) -> int:
        if k > len(arr):
            return -1

        def students_for(limit: int) -> int:
            students, load = 1, 0
            for p in arr:
                if load + p > limit:
                    students += 1
                    load = 0
                load += p
            return students

        lo, hi = max(arr), sum(arr)
        while lo < hi:
            mid = (lo + hi) // 2
            if students_for(mid) <= k:
                hi = mid
            else:
                lo = mid + 1
        return lo
