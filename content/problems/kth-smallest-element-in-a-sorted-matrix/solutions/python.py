class Solution:
    def kthSmallest(self, matrix: List[List[int]], k: int) -> int:
        n = len(matrix)

        def count_le(x: int) -> int:
            row, col, total = n - 1, 0, 0
            while row >= 0 and col < n:
                if matrix[row][col] <= x:
                    total += row + 1
                    col += 1
                else:
                    row -= 1
            return total

        lo, hi = matrix[0][0], matrix[n - 1][n - 1]
        while lo < hi:
            mid = (lo + hi) // 2
            if count_le(mid) >= k:
                hi = mid
            else:
                lo = mid + 1
        return lo
