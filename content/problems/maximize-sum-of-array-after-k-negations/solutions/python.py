class Solution:
    def largestSumAfterKNegations(self, nums: List[int], k: int) -> int:
        a = sorted(nums)
        i = 0
        while i < len(a) and k > 0 and a[i] < 0:
            a[i] = -a[i]
            i += 1
            k -= 1
        total = sum(a)
        if k % 2 == 1:
            total -= 2 * min(abs(v) for v in a)
        return total
