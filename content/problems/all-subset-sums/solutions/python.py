class Solution:
    def subsetSums(self, arr: List[int]) -> List[int]:
        sums = [0]
        for x in arr:
            sums += [s + x for s in sums]
        return sums
