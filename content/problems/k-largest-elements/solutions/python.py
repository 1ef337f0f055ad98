class Solution:
    def kLargest(self, arr: List[int], k: int) -> List[int]:
        heap = arr[:k]
        heapq.heapify(heap)
        for x in arr[k:]:
            if x > heap[0]:
                heapq.heapreplace(heap, x)
        heap.sort(reverse=True)
        return heap
