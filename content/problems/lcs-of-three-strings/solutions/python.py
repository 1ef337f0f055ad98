class Solution:
    def LCSof3(self, a: str, b: str, c: str) -> int:
        n2, n3 = len(b), len(c)
        prev = [[0] * (n3 + 1) for _ in range(n2 + 1)]
        for x in a:
            cur = [[0] * (n3 + 1) for _ in range(n2 + 1)]
            for j in range(1, n2 + 1):
                y = b[j - 1]
                pj, pj1, cj, cj1 = prev[j], prev[j - 1], cur[j], cur[j - 1]
                for k in range(1, n3 + 1):
                    if x == y and y == c[k - 1]:
                        cj[k] = pj1[k - 1] + 1
                    else:
                        cj[k] = max(pj[k], cj1[k], cj[k - 1])
            prev = cur
        return prev[n2][n3]
