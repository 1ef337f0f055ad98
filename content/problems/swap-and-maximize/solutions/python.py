class Solution:
    def maxSum(self, arr: List[int]) -> int:
        # Build the alternating circle explicitly and add up its differences.
        a = sorted(arr)
        lo, hi = 0, len(a) - 1
        circle = []
        while lo <= hi:
            circle.append(a[lo])
            if lo != hi:
                circle.append(a[hi])
            lo += 1
            hi -= 1
        return sum(abs(circle[i] - circle[i - 1]) for i in range(len(circle)))
