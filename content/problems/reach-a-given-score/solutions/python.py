class Solution:
    def count(self, n: int) -> int:
        ways = [0] * (n + 1)
        ways[0] = 1
        for c in (3, 5, 10):
            for s in range(c, n + 1):
                ways[s] += ways[s - c]
        return ways[n]
