class Solution:
    def mergeKArrays(self, arr: List[List[int]], K: int) -> List[int]:
        heap = [(row[0], i, 0) for i, row in enumerate(arr) if row]
        heapq.heapify(heap)
        out = []
        while heap:
            v, i, j = heapq.heappop(heap)
            out.append(v)
            if j + 1 < len(arr[i]):
                heapq.heappush(heap, (arr[i][j + 1], i, j + 1))
        return out
