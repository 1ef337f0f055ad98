class Solution:
    def generate(self, numRows: int) -> List[List[int]]:
        rows = [[1]]
        for r in range(1, numRows):
            prev = rows[-1]
            row = [1] * (r + 1)
            for j in range(1, r):
                row[j] = prev[j - 1] + prev[j]
            rows.append(row)
        return rows
