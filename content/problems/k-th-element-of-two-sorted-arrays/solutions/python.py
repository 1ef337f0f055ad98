class Solution:
    def kthElement(self, a: List[int], b: List[int], k: int) -> int:
        if len(a) > len(b):
            a, b = b, a
        n, m = len(a), len(b)
        lo, hi = max(0, k - m), min(k, n)
        NEG, POS = float("-inf"), float("inf")
        while lo <= hi:
            i = (lo + hi) // 2
            j = k - i
            a_left = a[i - 1] if i > 0 else NEG
            a_right = a[i] if i < n else POS
            b_left = b[j - 1] if j > 0 else NEG
            b_right = b[j] if j < m else POS
            if a_left > b_right:
                hi = i - 1
            elif b_left > a_right:
                lo = i + 1
            else:
                return int(max(a_left, b_left))
        return -1
