class Solution:
    def subarrayXor(self, arr: List[int], k: int) -> int:
        seen = defaultdict(int)
        seen[0] = 1
        x = count = 0
        for v in arr:
            x ^= v
            count += seen.get(x ^ k, 0)
            seen[x] += 1
        return count
