class Solution:
    def huffmanCodes(self, S: str, f: List[int]) -> List[str]:
        n = len(S)
        # heap entries: (weight, tie-breaker, list of leaf indices in this tree)
        heap = [(w, i, [i]) for i, w in enumerate(f)]
        heapq.heapify(heap)
        code = [''] * n
        counter = n
        while len(heap) > 1:
            wa, _, a = heapq.heappop(heap)
            wb, _, b = heapq.heappop(heap)
            for leaf in a:
                code[leaf] = '0' + code[leaf]
            for leaf in b:
                code[leaf] = '1' + code[leaf]
            heapq.heappush(heap, (wa + wb, counter, a + b))
            counter += 1
        return code
