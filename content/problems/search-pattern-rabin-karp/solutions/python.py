class Solution:
    def search(self, pat: str, txt: str) -> List[int]:
        m = len(pat)
        pi = [0] * m
        k = 0
        for i in range(1, m):
            while k and pat[i] != pat[k]:
                k = pi[k - 1]
            if pat[i] == pat[k]:
                k += 1
            pi[i] = k
        res = []
        k = 0
        for i, c in enumerate(txt):
            while k and c != pat[k]:
                k = pi[k - 1]
            if c == pat[k]:
                k += 1
            if k == m:
                res.append(i - m + 2)
                k = pi[k - 1]
        return res
