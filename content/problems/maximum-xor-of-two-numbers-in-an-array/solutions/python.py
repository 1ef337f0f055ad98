class Solution:
    def findMaximumXOR(self, nums: List[int]) -> int:
        ans = 0
        for b in range(30, -1, -1):
            cand = ans | (1 << b)
            prefixes = {x >> b for x in nums}
            want = cand >> b
            if any(p ^ want in prefixes for p in prefixes):
                ans = cand
        return ans
