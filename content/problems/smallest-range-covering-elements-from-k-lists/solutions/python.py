class Solution:
    def smallestRange(self, nums: List[List[int]]) -> List[int]:
        heap = [(lst[0], i, 0) for i, lst in enumerate(nums)]
        heapq.heapify(heap)
        hi = max(lst[0] for lst in nums)
        best = [heap[0][0], hi]
        while True:
            lo, i, j = heapq.heappop(heap)
            if hi - lo < best[1] - best[0]:
                best = [lo, hi]
            if j + 1 == len(nums[i]):
                return best
            nxt = nums[i][j + 1]
            hi = max(hi, nxt)
            heapq.heappush(heap, (nxt, i, j + 1))
