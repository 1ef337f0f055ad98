class Solution:
    def rowWithMax1s(self, arr: List[List[int]]) -> int:
        col = len(arr[0])
        best = -1
        for i, row in enumerate(arr):
            while col > 0 and row[col - 1] == 1:
                col -= 1
                best = i
        return best
