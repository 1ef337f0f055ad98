class Solution:
    def sortedMatrix(self, mat: List[List[int]]) -> List[List[int]]:
        n = len(mat)
        merged = list(heapq.merge(*mat))
        return [merged[i * n:(i + 1) * n] for i in range(n)]
