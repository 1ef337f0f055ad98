class Solution:
    def tugOfWar(self, arr: List[int]) -> int:
        # Sums of every half-sized team via itertools.combinations.
        n = len(arr)
        h = n // 2
        total = sum(arr)
        if h == 0:
            return abs(total)
        return min(abs(total - 2 * sum(team)) for team in itertools.combinations(arr, h))
