class Solution:
    def getRow(self, rowIndex: int) -> List[int]:
        row = [1]
        for r in range(1, rowIndex + 1):
            row.append(1)
            for j in range(r - 1, 0, -1):
                row[j] += row[j - 1]
        return row
