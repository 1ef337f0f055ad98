class Solution:
    def getPairsCount(self, arr: List[int], k: int) -> int:
        seen = defaultdict(int)
        count = 0
        for x in arr:
            count += seen[k - x]
            seen[x] += 1
        return count
