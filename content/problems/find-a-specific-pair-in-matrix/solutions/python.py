class Solution:
    def findMaxValue(self, mat: List[List[int]]) -> int:
        n = len(mat)
        best = float("-inf")
        prev = None  # running minimum table of the previous row
        for i in range(n):
            row = mat[i]
            cur = [0] * n
            m = row[0] if prev is None else min(row[0], prev[0])
            cur[0] = m
            for j in range(1, n):
                if prev is not None:
                    cand = row[j] - prev[j - 1]
                    if cand > best:
                        best = cand
                    v = prev[j] if prev[j] < row[j] else row[j]
                else:
                    v = row[j]
                if cur[j - 1] < v:
                    v = cur[j - 1]
                cur[j] = v
            prev = cur
        return best
