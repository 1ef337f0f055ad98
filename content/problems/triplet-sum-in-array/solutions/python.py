class Solution:
    def find3Numbers(self, arr: List[int], x: int) -> bool:
        a = sorted(arr)
        n = len(a)
        for i in range(n - 2):
            need = x - a[i]
            lo, hi = i + 1, n - 1
            while lo < hi:
                s = a[lo] + a[hi]
                if s == need:
                    return True
                if s < need:
                    lo += 1
                else:
                    hi -= 1
        return False
