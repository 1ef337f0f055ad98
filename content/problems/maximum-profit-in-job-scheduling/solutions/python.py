class Solution:
    def jobScheduling(self, startTime: List[int], endTime: List[int], profit: List[int]) -> int:
        jobs = sorted(zip(endTime, startTime, profit))
        ends = [e for e, _, _ in jobs]
        best = [0] * (len(jobs) + 1)
        for k, (e, s, p) in enumerate(jobs, 1):
            j = bisect.bisect_right(ends, s, 0, k - 1)
            best[k] = max(best[k - 1], p + best[j])
        return best[-1]
