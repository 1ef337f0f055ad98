class Solution:
    def maxStop(self, n: int, trains: List[List[int]]) -> int:
        last = [-1] * (n + 1)
        count = 0
        for arr, dep, p in sorted(trains, key=lambda t: t[1]):
            if arr >= last[p]:
                last[p] = dep
                count += 1
        return count
