class Solution:
    def kCenters(self, dist: List[List[int]], k: int) -> int:
        n = len(dist)
        best = float('inf')
        for centres in itertools.combinations(range(n), k):
            rows = [dist[s] for s in centres]
            worst = max(min(row[c] for row in rows) for c in range(n))
            if worst < best:
                best = worst
        return best
