class Solution:
    def minSteps(self, m: int, n: int, d: int) -> int:
        seen = {(0, 0)}
        frontier = [(0, 0)]
        steps = 0
        while frontier:
            nxt = []
            for a, b in frontier:
                if a == d or b == d:
                    return steps
                t1 = min(a, n - b)
                t2 = min(b, m - a)
                for s in ((m, b), (a, n), (0, b), (a, 0), (a - t1, b + t1), (a + t2, b - t2)):
                    if s not in seen:
                        seen.add(s)
                        nxt.append(s)
            frontier = nxt
            steps += 1
        return -1
