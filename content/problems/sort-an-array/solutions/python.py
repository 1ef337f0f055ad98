class Solution:
    def sortArray(self, nums: List[int]) -> List[int]:
        # Bottom-up merge sort: merge runs of width 1, 2, 4, ... between two lists.
        a = list(nums)
        n = len(a)
        buf = [0] * n
        width = 1
        while width < n:
            for lo in range(0, n, 2 * width):
                mid = min(lo + width, n)
                hi = min(lo + 2 * width, n)
                i, j, k = lo, mid, lo
                while i < mid and j < hi:
                    if a[i] <= a[j]:
                        buf[k] = a[i]
                        i += 1
                    else:
                        buf[k] = a[j]
                        j += 1
                    k += 1
                buf[k:k + mid - i] = a[i:mid]
                k += mid - i
                buf[k:k + hi - j] = a[j:hi]
            a, buf = buf, a
            width *= 2
        return a
