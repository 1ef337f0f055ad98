class Solution:
    def minPartition(self, n: int) -> List[int]:
        out = []
        for c in (2000, 500, 200, 100, 50, 20, 10, 5, 2, 1):
            k, n = divmod(n, c)
            out.extend([c] * k)
        return out
