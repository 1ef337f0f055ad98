class Solution:
    def minimumCostOfBreaking(self, x: List[int], y: List[int]) -> int:
        cuts = sorted([(c, 0) for c in x] + [(c, 1) for c in y], reverse=True)
        pieces = [1, 1]
        total = 0
        for price, way in cuts:
            total += price * pieces[1 - way]
            pieces[way] += 1
        return total
