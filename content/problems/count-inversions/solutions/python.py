class Solution:
    def inversionCount(self, arr: List[int]) -> int:
        # Fenwick tree over value ranks: for each value, count earlier values that are strictly larger.
        ranks = {v: i + 1 for i, v in enumerate(sorted(set(arr)))}
        m = len(ranks)
        tree = [0] * (m + 1)
        count = 0
        for seen, v in enumerate(arr):
            r = ranks[v]
            not_larger = 0
            i = r
            while i > 0:
                not_larger += tree[i]
                i -= i & -i
            count += seen - not_larger
            i = r
            while i <= m:
                tree[i] += 1
                i += i & -i
        return count
