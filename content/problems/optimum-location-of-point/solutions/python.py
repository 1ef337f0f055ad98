class Solution:
    def findOptimumCost(self, line: List[int], points: List[List[int]]) -> float:
        a, b, c = line
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]

        def cost(t: float) -> float:
            if b != 0:
                x, y = t, -(a * t + c) / b
            else:
                x, y = -c / a, t
            return sum(math.hypot(px - x, py - y) for px, py in zip(xs, ys))

        # Golden-section search: one new evaluation per step instead of two.
        g = (math.sqrt(5) - 1) / 2
        lo, hi = -1e5, 1e5
        m1, m2 = hi - g * (hi - lo), lo + g * (hi - lo)
        f1, f2 = cost(m1), cost(m2)
        for _ in range(90):
            if f1 < f2:
                hi, m2, f2 = m2, m1, f1
                m1 = hi - g * (hi - lo)
                f1 = cost(m1)
            else:
                lo, m1, f1 = m1, m2, f2
                m2 = lo + g * (hi - lo)
                f2 = cost(m2)
        return cost((lo + hi) / 2)
