class Solution:
    def findPair(self, arr: List[int], x: int) -> bool:
        a = sorted(arr)
        n = len(a)
        i, j = 0, 1
        while j < n:
            d = a[j] - a[i]
            if d == x and i != j:
                return True
            if d < x or i == j:
                j += 1
            else:
                i += 1
        return False
