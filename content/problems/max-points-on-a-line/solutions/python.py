class Solution:
    def maxPoints(self, points: List[List[int]]) -> int:
        n = len(points)
        best = 1
        for i in range(n):
            x1, y1 = points[i]
            slopes = collections.Counter()
            for j in range(i + 1, n):
                dx, dy = points[j][0] - x1, points[j][1] - y1
                g = math.gcd(dx, dy)
                dx, dy = dx // g, dy // g
                if dx < 0 or (dx == 0 and dy < 0):
                    dx, dy = -dx, -dy
                slopes[(dx, dy)] += 1
            if slopes:
                best = max(best, 1 + max(slopes.values()))
        return best
