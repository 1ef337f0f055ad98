class Solution:
    def minCost(self, arr: List[int]) -> int:
        h = list(arr)
        heapq.heapify(h)
        cost = 0
        while len(h) > 1:
            s = heapq.heappop(h) + heapq.heappop(h)
            cost += s
            heapq.heappush(h, s)
        return cost
