class Solution:
    def knapSack(self, W: int, val: List[int], wt: List[int]) -> int:
        best = [0] * (W + 1)
        for w, v in zip(wt, val):
            for c in range(w, W + 1):
                cand = best[c - w] + v
                if cand > best[c]:
                    best[c] = cand
        return best[W]
