class Solution:
    def findSubarray(self, arr: List[int]) -> int:
        seen = defaultdict(int)
        seen[0] = 1
        total = count = 0
        for v in arr:
            total += v
            count += seen[total]
            seen[total] += 1
        return count
