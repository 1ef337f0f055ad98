class Solution:
    def findMaxProduct(self, arr: List[int]) -> int:
        if len(arr) == 1:
            return arr[0]
        MOD = 10**9 + 7
        negs = [x for x in arr if x < 0]
        kept = [x for x in arr if x != 0]
        if len(negs) % 2 == 1:
            kept.remove(max(negs))
        if not kept:
            return 0
        p = 1
        for x in kept:
            p = p * abs(x) % MOD
        return p
