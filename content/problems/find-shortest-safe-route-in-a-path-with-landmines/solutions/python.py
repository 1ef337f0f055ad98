class Solution:
    def findShortestPath(self, mat: List[List[int]]) -> int:
        R, C = len(mat), len(mat[0])
        safe = bytearray(R * C)
        for r, row in enumerate(mat):
            safe[r * C:(r + 1) * C] = bytes(row)
        for r, row in enumerate(mat):
            for c, v in enumerate(row):
                if v == 0:
                    if r > 0:
                        safe[(r - 1) * C + c] = 0
                    if r + 1 < R:
                        safe[(r + 1) * C + c] = 0
                    if c > 0:
                        safe[r * C + c - 1] = 0
                    if c + 1 < C:
                        safe[r * C + c + 1] = 0
        dist = [0] * (R * C)
        frontier = [r * C for r in range(R) if safe[r * C]]
        for cell in frontier:
            dist[cell] = 1
        step = 1
        while frontier:
            nxt = []
            for cell in frontier:
                c = cell % C
                if c == C - 1:
                    return step
                if cell >= C and safe[cell - C] and not dist[cell - C]:
                    dist[cell - C] = 1
                    nxt.append(cell - C)
                if cell + C < R * C and safe[cell + C] and not dist[cell + C]:
                    dist[cell + C] = 1
                    nxt.append(cell + C)
                if c > 0 and safe[cell - 1] and not dist[cell - 1]:
                    dist[cell - 1] = 1
                    nxt.append(cell - 1)
                if c + 1 < C and safe[cell + 1] and not dist[cell + 1]:
                    dist[cell + 1] = 1
                    nxt.append(cell + 1)
            frontier = nxt
            step += 1
        return -1
