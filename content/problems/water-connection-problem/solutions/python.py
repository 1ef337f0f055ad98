class Solution:
    def solve(self, n: int, p: int, a: List[int], b: List[int], d: List[int]) -> List[List[int]]:
        nxt = [0] * (n + 1)
        width = [0] * (n + 1)
        has_in = [False] * (n + 1)
        for x, y, w in zip(a, b, d):
            nxt[x] = y
            width[x] = w
            has_in[y] = True
        out = []
        for h in range(1, n + 1):
            if has_in[h] or nxt[h] == 0:
                continue
            cur, narrow = h, float('inf')
            while nxt[cur]:
                narrow = min(narrow, width[cur])
                cur = nxt[cur]
            out.append([h, cur, narrow])
        return out
