class Solution:
    def knapsack(self, W: int, val: List[int], wt: List[int]) -> int:
        best = [0] * (W + 1)
        for v, w in zip(val, wt):
            for c in range(W, w - 1, -1):
                cand = best[c - w] + v
                if cand > best[c]:
                    best[c] = cand
        return best[W]
