class Solution:
    def findMedianSortedArrays(self, nums1: List[int], nums2: List[int]) -> float:
        A, B = nums1, nums2
        if len(A) > len(B):
            A, B = B, A
        m, n = len(A), len(B)
        half = (m + n + 1) // 2
        lo, hi = 0, m
        NEG, POS = float('-inf'), float('inf')
        while lo <= hi:
            i = (lo + hi) // 2
            j = half - i
            al = A[i - 1] if i > 0 else NEG
            ar = A[i] if i < m else POS
            bl = B[j - 1] if j > 0 else NEG
            br = B[j] if j < n else POS
            if al > br:
                hi = i - 1
            elif bl > ar:
                lo = i + 1
            else:
                if (m + n) % 2:
                    return float(max(al, bl))
                return (max(al, bl) + min(ar, br)) / 2
        return 0.0
