class Solution:
    def getPermutation(self, n: int, k: int) -> str:
        digits = [str(d) for d in range(1, n + 1)]
        fact = [1] * (n + 1)
        for i in range(1, n + 1):
            fact[i] = fact[i - 1] * i
        r = k - 1
        out = []
        for i in range(n - 1, -1, -1):
            q, r = divmod(r, fact[i])
            out.append(digits.pop(q))
        return "".join(out)
