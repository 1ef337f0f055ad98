class Solution:
    def maxSumCombinations(self, A: List[int], B: List[int], C: int) -> List[int]:
        n = len(A)
        a = sorted(A, reverse=True)
        b = sorted(B, reverse=True)
        heap = [(-(a[0] + b[0]), 0, 0)]
        seen = {0}
        res = []
        while len(res) < C:
            s, i, j = heapq.heappop(heap)
            res.append(-s)
            if i + 1 < n and (i + 1) * n + j not in seen:
                seen.add((i + 1) * n + j)
                heapq.heappush(heap, (-(a[i + 1] + b[j]), i + 1, j))
            if j + 1 < n and i * n + j + 1 not in seen:
                seen.add(i * n + j + 1)
                heapq.heappush(heap, (-(a[i] + b[j + 1]), i, j + 1))
        return res
