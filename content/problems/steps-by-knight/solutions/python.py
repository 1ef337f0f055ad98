class Solution:
    def minStepToReachTarget(self, knightPos: List[int], targetPos: List[int], n: int) -> int:
        start = (knightPos[0] - 1) * n + knightPos[1] - 1
        goal = (targetPos[0] - 1) * n + targetPos[1] - 1
        if start == goal:
            return 0
        seen = bytearray(n * n)
        seen[start] = 1
        frontier = [start]
        steps = 0
        jumps = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))
        while frontier:
            steps += 1
            nxt = []
            for cell in frontier:
                r, c = divmod(cell, n)
                for dr, dc in jumps:
                    nr, nc = r + dr, c + dc
                    if 0 <= nr < n and 0 <= nc < n:
                        k = nr * n + nc
                        if not seen[k]:
                            if k == goal:
                                return steps
                            seen[k] = 1
                            nxt.append(k)
            frontier = nxt
        return -1
