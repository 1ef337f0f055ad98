class Solution:
    def maximalRectangle(self, matrix: List[List[str]]) -> int:
        cols = len(matrix[0])
        heights = [0] * (cols + 1)
        best = 0
        for row in matrix:
            for j in range(cols):
                heights[j] = heights[j] + 1 if row[j] == "1" else 0
            stack = [-1]
            for j in range(cols + 1):
                while stack[-1] != -1 and heights[stack[-1]] >= heights[j]:
                    h = heights[stack.pop()]
                    area = h * (j - stack[-1] - 1)
                    if area > best:
                        best = area
                stack.append(j)
        return best
