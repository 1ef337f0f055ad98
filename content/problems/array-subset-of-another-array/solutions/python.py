class Solution:
    def isSubset(self, a: List[int], b: List[int]) -> bool:
        have = Counter(a)
        need = Counter(b)
        return all(have[v] >= c for v, c in need.items())
