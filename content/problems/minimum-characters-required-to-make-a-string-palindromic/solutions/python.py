class Solution:
    def solve(self, A: str) -> int:
        n = len(A)
        t = A + "#" + A[::-1]
        pi = [0] * len(t)
        k = 0
        for i in range(1, len(t)):
            c = t[i]
            while k and c != t[k]:
                k = pi[k - 1]
            if c == t[k]:
                k += 1
            pi[i] = k
        return n - pi[-1]
