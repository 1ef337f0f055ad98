class Solution:
    def partition(self, s: str) -> List[List[str]]:
        n = len(s)
        pal = [[False] * n for _ in range(n)]
        for i in range(n - 1, -1, -1):
            for j in range(i, n):
                pal[i][j] = s[i] == s[j] and (j - i < 2 or pal[i + 1][j - 1])
        out = []
        path = []

        def go(start):
            if start == n:
                out.append(path[:])
                return
            for e in range(start, n):
                if pal[start][e]:
                    path.append(s[start:e + 1])
                    go(e + 1)
                    path.pop()

        go(0)
        return out
