class Solution:
    def findMaximumNum(self, s: str, k: int) -> str:
        d = list(s)
        n = len(d)
        best = [s]
        seen = set()

        def go(i: int, left: int) -> None:
            cur = ''.join(d)
            if cur > best[0]:
                best[0] = cur
            if left == 0 or i >= n:
                return
            key = (cur, i, left)
            if key in seen:
                return
            seen.add(key)
            m = max(d[i:])
            if m == d[i]:
                go(i + 1, left)
                return
            for j in range(n - 1, i, -1):
                if d[j] == m:
                    d[i], d[j] = d[j], d[i]
                    go(i + 1, left - 1)
                    d[i], d[j] = d[j], d[i]

        go(0, k)
        return best[0]
