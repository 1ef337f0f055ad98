class Solution:
    def maximumPath(self, mat: List[List[int]]) -> int:
        n = len(mat)
        prev = list(mat[0])
        for r in range(1, n):
            row = mat[r]
            cur = [0] * n
            for c in range(n):
                m = prev[c]
                if c > 0 and prev[c - 1] > m:
                    m = prev[c - 1]
                if c + 1 < n and prev[c + 1] > m:
                    m = prev[c + 1]
                cur[c] = row[c] + m
            prev = cur
        return max(prev)
