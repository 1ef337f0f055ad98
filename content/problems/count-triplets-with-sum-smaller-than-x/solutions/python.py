class Solution:
    def countTriplets(self, arr: List[int], sum: int) -> int:
        a = sorted(arr)
        n = len(a)
        count = 0
        for i in range(n - 2):
            lo, hi = i + 1, n - 1
            need = sum - a[i]
            while lo < hi:
                if a[lo] + a[hi] < need:
                    count += hi - lo
                    lo += 1
                else:
                    hi -= 1
        return count
