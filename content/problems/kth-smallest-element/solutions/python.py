class Solution:
    def kthSmallest(self, arr: List[int], k: int) -> int:
        return heapq.nsmallest(k, arr)[-1] if k < 64 else sorted(arr)[k - 1]
