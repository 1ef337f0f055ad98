class Solution:
    def findPath(self, mat: List[List[int]]) -> List[str]:
        n = len(mat)
        out = []
        if mat[0][0] == 0 or mat[n - 1][n - 1] == 0:
            return out
        moves = (('D', 1, 0), ('L', 0, -1), ('R', 0, 1), ('U', -1, 0))
        path = []

        def go(r: int, c: int) -> None:
            if r == n - 1 and c == n - 1:
                out.append(''.join(path))
                return
            mat[r][c] = 0
            for ch, dr, dc in moves:
                nr, nc = r + dr, c + dc
                if 0 <= nr < n and 0 <= nc < n and mat[nr][nc] == 1:
                    path.append(ch)
                    go(nr, nc)
                    path.pop()
            mat[r][c] = 1

        go(0, 0)
        return out
