class Solution:
    def celebrity(self, mat: List[List[int]]) -> int:
        n = len(mat)
        c = 0
        for i in range(1, n):
            if mat[c][i] == 1:
                c = i
        for j in range(n):
            if j != c and (mat[c][j] == 1 or mat[j][c] == 0):
                return -1
        return c
