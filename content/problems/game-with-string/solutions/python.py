class Solution:
    def minValue(self, s: str, k: int) -> int:
        heap = [-c for c in collections.Counter(s).values()]
        heapq.heapify(heap)
        for _ in range(k):
            if not heap:
                break
            c = -heapq.heappop(heap) - 1
            if c > 0:
                heapq.heappush(heap, -c)
        return sum(c * c for c in heap)
